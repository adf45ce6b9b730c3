/**
 * One field of the form, drawn from its schema reader (schema.ts): a flag is a checkbox, a colour a
 * colour field, a choice of values a select, a pair a mode and a number, a list one entry a line,
 * a text an input; the metadata (fields.ts) gives the label, the help and the few special controls.
 * A control shows the value as a page reads it (the kind's default when none is written) and
 * writes only when the owner changes it.
 */
import { useState, type ReactNode } from 'react';
import { bool, boolOrDevice, list, text } from '../../../../src/runtime/config/readers';
import { color, numberish, width } from '../../../../src/runtime/config/schema';
import { ColorField } from './ColorField';
import type { FieldMeta } from './fields';
import { describedBy, useField } from './form-context';
import { schemaField } from './form-state';
import { RichText } from './RichText';
import { AgainControl, DeviceControl, TriggerControl, UrlListControl } from './targeting';

export interface FieldProps {
  path: string;
  meta: FieldMeta;
}

/** The help and error lines under a control, with the ids its `aria-describedby` names. */
export function FieldNotes({ id, help, error }: { id: string; help?: string | undefined; error?: string | undefined }) {
  return (
    <>
      {help && (
        <p id={`${id}-help`} className="field-help">
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </>
  );
}

/** A labelled control in the usual column: label, control, help, error. */
export function LabelledField({
  id,
  label,
  help,
  error,
  children,
  className,
}: {
  id: string;
  label: string;
  help?: string | undefined;
  error?: string | undefined;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`field wf-field${className ? ` ${className}` : ''}`}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {children}
      <FieldNotes id={id} help={help} error={error} />
    </div>
  );
}

/** Controls that belong together (a mode and its number, a list and its input), named by the legend. */
export function Group({
  id,
  legend,
  help,
  error,
  className,
  children,
}: {
  id: string;
  legend: string;
  help?: string | undefined;
  error?: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={`wf-group${className ? ` ${className}` : ''}`} aria-describedby={describedBy(id, help, error)}>
      <legend>{legend}</legend>
      {children}
      <FieldNotes id={id} help={help} error={error} />
    </fieldset>
  );
}

/** The control's a11y attributes for its error and help. */
export function a11y(id: string, help: string | undefined, error: string | undefined) {
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, help, error) };
}

/**
 * A select of `choices` ([value, label]); a value written that is none of them stays shown, as
 * written, so the owner sees what a page gets (and the error beside it).
 */
export function ChoiceSelect({
  value,
  choices,
  onChoose,
  ...attributes
}: {
  value: string;
  choices: readonly (readonly [string, string])[];
  onChoose: (value: string) => void;
  id: string;
  'aria-invalid'?: boolean | undefined;
  'aria-describedby'?: string | undefined;
}) {
  return (
    <select {...attributes} value={value} onChange={(event) => onChoose(event.target.value)}>
      {!choices.some(([entry]) => entry === value) && <option value={value}>{value === '' ? '(not set)' : `${value} (as written)`}</option>}
      {choices.map(([entry, label]) => (
        <option key={entry} value={entry}>
          {label}
        </option>
      ))}
    </select>
  );
}

export const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : value == null ? '' : JSON.stringify(value);

/** A number input's text written as a number when it is one, as typed otherwise (the reader then says why not). */
export const asNumber = (typed: string): number | string | undefined =>
  typed.trim() === '' ? undefined : Number.isFinite(Number(typed)) ? Number(typed) : typed;

/** The control a field is drawn with: the metadata's when it names one, else the one its schema reader calls for. */
type ControlKind = NonNullable<FieldMeta['control']> | 'checkbox' | 'color' | 'width' | 'pair' | 'number' | 'select' | 'text' | 'none';

export function controlOf(path: string, meta: FieldMeta): ControlKind {
  if (meta.control) return meta.control;
  const field = schemaField(path);
  if (field === bool) return 'checkbox';
  if (field === color) return 'color';
  if (field === width) return 'width';
  if (field === list) return 'lines';
  if (field === boolOrDevice) return 'device';
  if (field?.modes) return 'pair';
  if (field === numberish) return 'number';
  if (field?.values || meta.options) return 'select';
  if (field === text || (field && !path.startsWith('data.'))) return 'text';
  return 'none';
}

const CONTROLS: Readonly<Record<ControlKind, (props: FieldProps) => ReactNode>> = {
  richtext: RichText,
  trigger: TriggerControl,
  again: AgainControl,
  urls: UrlListControl,
  device: DeviceControl,
  buttonType: ChoiceRadios,
  mediaType: ChoiceRadios,
  color: ColorField,
  width: WidthControl,
  lines: LinesControl,
  pair: PairControl,
  checkbox: CheckboxControl,
  number: NumberControl,
  select: SelectControl,
  text: TextControl,
  none: () => null,
};

export function FieldControl({ path, meta }: FieldProps) {
  const Control = CONTROLS[controlOf(path, meta)];
  return <Control path={path} meta={meta} />;
}

function CheckboxControl({ path, meta }: FieldProps) {
  const { id, error, value, change } = useField(path);
  return (
    <div className="field wf-field wf-check">
      <label className="wf-check-label">
        <input
          type="checkbox"
          {...a11y(id, meta.help, error)}
          checked={value === true}
          onChange={(event) => change(path, event.target.checked)}
        />
        <span>{meta.label}</span>
      </label>
      <FieldNotes id={id} help={meta.help} error={error} />
    </div>
  );
}

function NumberControl({ path, meta }: FieldProps) {
  const { id, error, value, change } = useField(path);
  return (
    <LabelledField id={id} label={meta.label} help={meta.help} error={error}>
      <input
        type="number"
        inputMode="decimal"
        className="wf-number"
        {...a11y(id, meta.help, error)}
        value={asText(value)}
        onChange={(event) => change(path, asNumber(event.target.value))}
      />
    </LabelledField>
  );
}

function TextControl({ path, meta }: FieldProps) {
  const { id, error, value, change } = useField(path);
  return (
    <LabelledField id={id} label={meta.label} help={meta.help} error={error}>
      <input type="text" {...a11y(id, meta.help, error)} value={asText(value)} onChange={(event) => change(path, event.target.value)} />
    </LabelledField>
  );
}

/** One of the schema's values (or, for a text the views read as a few names, the metadata's). */
function SelectControl({ path, meta }: FieldProps) {
  const { id, error, value, change } = useField(path);
  const values = schemaField(path)?.values ?? Object.keys(meta.options ?? {});
  return (
    <LabelledField id={id} label={meta.label} help={meta.help} error={error}>
      <ChoiceSelect
        {...a11y(id, meta.help, error)}
        value={asText(value)}
        choices={values.map((entry) => [entry, meta.options?.[entry] ?? entry])}
        onChoose={(next) => change(path, next)}
      />
    </LabelledField>
  );
}

/** A text field with few values, as radio buttons (the opt-in control: a button or a checkbox; the media). */
function ChoiceRadios({ path, meta }: FieldProps) {
  const { id, error, value, change } = useField(path);
  const current = asText(value);
  const options = Object.entries(meta.options ?? {});
  return (
    <Group id={id} legend={meta.label} help={meta.help} error={error}>
      <div className="wf-radios">
        {options.map(([option, label]) => (
          <label key={option} className="wf-radio">
            <input type="radio" name={id} value={option} checked={current === option} onChange={() => change(path, option)} />
            <span>{label}</span>
          </label>
        ))}
        {!options.some(([option]) => option === current) && (
          <label className="wf-radio">
            <input type="radio" name={id} value={current} checked readOnly />
            <span>{current} (as written)</span>
          </label>
        )}
      </div>
    </Group>
  );
}

/**
 * The number of a `[mode, number]` or `[unit, number]` pair. A cleared field writes '' in place of
 * the number, so the pair keeps both its entries.
 */
function PairAmountField({
  id,
  label,
  amount,
  invalid,
  onAmount,
}: {
  id?: string;
  label: string;
  amount: unknown;
  invalid: boolean;
  onAmount: (amount: number | string) => void;
}) {
  return (
    <label className="field wf-field wf-narrow">
      <span className="field-label">{label}</span>
      <input
        id={id}
        type="number"
        min={0}
        value={asText(amount)}
        aria-invalid={invalid ? true : undefined}
        onChange={(event) => onAmount(asNumber(event.target.value) ?? '')}
      />
    </label>
  );
}

/** A `[mode, number]` pair with the schema's modes (the launcher's first visit, a reply delay). */
function PairControl({ path, meta }: FieldProps) {
  const { id, error, value, change } = useField(path);
  const [mode, amount] = Array.isArray(value) ? value : ['', ''];
  const modes = schemaField(path)?.modes ?? [];
  return (
    <Group id={id} legend={meta.label} help={meta.help} error={error}>
      <div className="wf-row">
        <label className="field wf-field">
          <span className="field-label">Mode</span>
          <ChoiceSelect
            id={id}
            aria-invalid={error ? true : undefined}
            value={asText(mode)}
            choices={modes.map((entry) => [entry, meta.options?.[entry] ?? entry])}
            onChoose={(next) => change(path, [next, typeof amount === 'number' ? amount : 0])}
          />
        </label>
        <PairAmountField label="Seconds" amount={amount} invalid={!!error} onAmount={(next) => change(path, [mode, next])} />
      </div>
    </Group>
  );
}

/** `main.width`: a unit and a number, written as the `[unit, number]` pair. */
function WidthControl({ path, meta }: FieldProps) {
  const { id, error, value, refused, change } = useField(path);
  const [unit, amount] = !refused && Array.isArray(value) ? (value as [string, number]) : ['px', ''];
  return (
    <Group id={id} legend={meta.label} help={meta.help} error={error}>
      <div className="wf-row">
        <PairAmountField id={id} label="Amount" amount={amount} invalid={!!error} onAmount={(next) => change(path, [unit, next])} />
        <label className="field wf-field wf-narrow">
          <span className="field-label">Unit</span>
          <select value={unit} onChange={(event) => change(path, [event.target.value, amount])}>
            <option value="px">pixels (px)</option>
            <option value="%">percent of the page (%)</option>
          </select>
        </label>
      </div>
    </Group>
  );
}

/** A list of strings, one a line (keywords). */
function LinesControl({ path, meta }: FieldProps) {
  const { id, error, value, change } = useField(path);
  const written = Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string').join('\n') : '';
  // What is typed is kept as typed (a trailing new line included) until it is a different list.
  const [typed, setTyped] = useState(written);
  const linesOf = (lines: string) =>
    lines
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  const shown = linesOf(typed).join('\n') === written ? typed : written;
  const help = meta.help ?? 'One a line.';
  return (
    <LabelledField id={id} label={meta.label} help={help} error={error}>
      <textarea
        {...a11y(id, help, error)}
        rows={3}
        value={shown}
        onChange={(event) => {
          setTyped(event.target.value);
          change(path, linesOf(event.target.value));
        }}
      />
    </LabelledField>
  );
}
