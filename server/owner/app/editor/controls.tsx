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
import { describedBy, useForm } from './form-context';
import { fieldValue, schemaField } from './form-state';
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
export function LabelledField({ id, label, help, error, children, className }: { id: string; label: string; help?: string | undefined; error?: string | undefined; children: ReactNode; className?: string }) {
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

/** The control's a11y attributes for its error and help. */
export function a11y(id: string, help: string | undefined, error: string | undefined) {
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, help, error) };
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : value == null ? '' : JSON.stringify(value));

/** A number input's text written as a number when it is one, as typed otherwise (the reader then says why not). */
const asNumber = (typed: string): unknown => (typed.trim() === '' ? undefined : Number.isFinite(Number(typed)) ? Number(typed) : typed);

/** The control a field is drawn with: the metadata's when it names one, else the one its schema reader calls for. */
export type ControlKind = NonNullable<FieldMeta['control']> | 'checkbox' | 'color' | 'width' | 'pair' | 'number' | 'select' | 'text' | 'none';

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

export function FieldControl({ path, meta }: FieldProps) {
  const { state, change, errorAt, idOf } = useForm();
  const id = idOf(path);
  const error = errorAt(path);
  const field = schemaField(path);
  const { value } = fieldValue(state.draft, path);
  const props = a11y(id, meta.help, error);

  switch (controlOf(path, meta)) {
    case 'richtext':
      return <RichText path={path} meta={meta} />;
    case 'trigger':
      return <TriggerControl path={path} meta={meta} />;
    case 'again':
      return <AgainControl path={path} meta={meta} />;
    case 'urls':
      return <UrlListControl path={path} meta={meta} />;
    case 'device':
      return <DeviceControl path={path} meta={meta} />;
    case 'buttonType':
    case 'mediaType':
      return <ChoiceRadios path={path} meta={meta} />;
    case 'color':
      return <ColorField path={path} meta={meta} />;
    case 'width':
      return <WidthControl path={path} meta={meta} />;
    case 'lines':
      return <LinesControl path={path} meta={meta} />;
    case 'pair':
      return <PairControl path={path} meta={meta} />;
    case 'checkbox':
      return (
        <div className="field wf-field wf-check">
          <label className="wf-check-label">
            <input type="checkbox" {...props} checked={value === true} onChange={(event) => change(path, event.target.checked)} />
            <span>{meta.label}</span>
          </label>
          <FieldNotes id={id} help={meta.help} error={error} />
        </div>
      );
    case 'number':
      return (
        <LabelledField id={id} label={meta.label} help={meta.help} error={error}>
          <input type="number" inputMode="decimal" className="wf-number" {...props} value={asText(value)} onChange={(event) => change(path, asNumber(event.target.value))} />
        </LabelledField>
      );
    case 'select': {
      const values = field?.values ?? Object.keys(meta.options ?? {});
      const current = asText(value);
      const known = values.some((entry) => entry === current);
      return (
        <LabelledField id={id} label={meta.label} help={meta.help} error={error}>
          <select {...props} value={current} onChange={(event) => change(path, event.target.value)}>
            {!known && <option value={current}>{current === '' ? '(not set)' : `${current} (as written)`}</option>}
            {values.map((entry) => (
              <option key={entry} value={entry}>
                {meta.options?.[entry] ?? entry}
              </option>
            ))}
          </select>
        </LabelledField>
      );
    }
    case 'text':
      return (
        <LabelledField id={id} label={meta.label} help={meta.help} error={error}>
          <input type="text" {...props} value={asText(value)} onChange={(event) => change(path, event.target.value)} />
        </LabelledField>
      );
    case 'none':
      return null;
  }
}

/** A text field with few values, as radio buttons (the opt-in control: a button or a checkbox). */
function ChoiceRadios({ path, meta }: FieldProps) {
  const { state, change, errorAt, idOf } = useForm();
  const id = idOf(path);
  const error = errorAt(path);
  const current = asText(fieldValue(state.draft, path).value);
  const options = Object.entries(meta.options ?? {});
  return (
    <fieldset className="wf-group" aria-describedby={describedBy(id, meta.help, error)} aria-invalid={error ? true : undefined}>
      <legend>{meta.label}</legend>
      <div className="wf-radios">
        {options.map(([value, label]) => (
          <label key={value} className="wf-radio">
            <input type="radio" name={id} value={value} checked={current === value} onChange={() => change(path, value)} />
            <span>{label}</span>
          </label>
        ))}
        {!options.some(([value]) => value === current) && (
          <label className="wf-radio">
            <input type="radio" name={id} value={current} checked readOnly />
            <span>{current} (as written)</span>
          </label>
        )}
      </div>
      <FieldNotes id={id} help={meta.help} error={error} />
    </fieldset>
  );
}

/** A `[mode, number]` pair with the schema's modes (the launcher's first visit, a reply delay). */
function PairControl({ path, meta }: FieldProps) {
  const { state, change, errorAt, idOf } = useForm();
  const id = idOf(path);
  const error = errorAt(path);
  const field = schemaField(path);
  const { value } = fieldValue(state.draft, path);
  const [mode, amount] = Array.isArray(value) ? value : ['', ''];
  const modes = field?.modes ?? [];
  return (
    <fieldset className="wf-group" aria-describedby={describedBy(id, meta.help, error)}>
      <legend>{meta.label}</legend>
      <div className="wf-row">
        <label className="field wf-field">
          <span className="field-label">Mode</span>
          <select id={id} aria-invalid={error ? true : undefined} value={asText(mode)} onChange={(event) => change(path, [event.target.value, typeof amount === 'number' ? amount : 0])}>
            {!modes.includes(asText(mode)) && <option value={asText(mode)}>{asText(mode)} (as written)</option>}
            {modes.map((entry) => (
              <option key={entry} value={entry}>
                {meta.options?.[entry] ?? entry}
              </option>
            ))}
          </select>
        </label>
        <label className="field wf-field wf-narrow">
          <span className="field-label">Seconds</span>
          <input type="number" min={0} value={asText(amount)} aria-invalid={error ? true : undefined} onChange={(event) => change(path, [mode, asNumber(event.target.value) ?? ''])} />
        </label>
      </div>
      <FieldNotes id={id} help={meta.help} error={error} />
    </fieldset>
  );
}

/** `main.width`: a unit and a number, written as the `[unit, number]` pair. */
function WidthControl({ path, meta }: FieldProps) {
  const { state, change, errorAt, idOf } = useForm();
  const id = idOf(path);
  const error = errorAt(path);
  const { value, refused } = fieldValue(state.draft, path);
  const [unit, amount] = !refused && Array.isArray(value) ? (value as [string, number]) : ['px', ''];
  return (
    <fieldset className="wf-group" aria-describedby={describedBy(id, meta.help, error)}>
      <legend>{meta.label}</legend>
      <div className="wf-row">
        <label className="field wf-field wf-narrow">
          <span className="field-label">Amount</span>
          <input id={id} type="number" min={0} aria-invalid={error ? true : undefined} value={asText(amount)} onChange={(event) => change(path, [unit, asNumber(event.target.value) ?? ''])} />
        </label>
        <label className="field wf-field wf-narrow">
          <span className="field-label">Unit</span>
          <select value={unit} onChange={(event) => change(path, [event.target.value, amount])}>
            <option value="px">pixels (px)</option>
            <option value="%">percent of the page (%)</option>
          </select>
        </label>
      </div>
      <FieldNotes id={id} help={meta.help} error={error} />
    </fieldset>
  );
}

/** A list of strings, one a line (keywords). */
function LinesControl({ path, meta }: FieldProps) {
  const { state, change, errorAt, idOf } = useForm();
  const id = idOf(path);
  const error = errorAt(path);
  const { value } = fieldValue(state.draft, path);
  const written = Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string').join('\n') : '';
  // What is typed is kept as typed (a trailing new line included) until it is a different list.
  const [typed, setTyped] = useState(written);
  const shown = typed.split('\n').map((line) => line.trim()).filter(Boolean).join('\n') === written ? typed : written;
  const help = meta.help ?? 'One a line.';
  return (
    <LabelledField id={id} label={meta.label} help={help} error={error}>
      <textarea
        {...a11y(id, help, error)}
        rows={3}
        value={shown}
        onChange={(event) => {
          setTyped(event.target.value);
          change(path, event.target.value.split('\n').map((line) => line.trim()).filter(Boolean));
        }}
      />
    </LabelledField>
  );
}
