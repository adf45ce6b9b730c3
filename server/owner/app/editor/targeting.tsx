/**
 * The display rules: the trigger, showing again, the URL lists with a box that tests an address
 * against them with the matcher pages use (src/runtime/rules), and the device rule. The pairs are
 * written to data.main, where a page reads them first (README; docs/elements.md).
 */
import { useState, type KeyboardEvent } from 'react';
import { matchUrl, matchUrlPattern } from '../../../../src/runtime/rules/list-rules';
import { isUrlAllowed, meaningfulEntries } from '../../../../src/runtime/rules/url-rule';
import { a11y, asNumber, asText, ChoiceSelect, FieldNotes, Group, LabelledField, type FieldProps } from './controls';
import { describedBy, useField, useForm } from './form-context';
import { fieldValue } from './form-state';

const TRIGGERS: readonly { mode: string; label: string; kinds?: readonly string[] }[] = [
  { mode: 'immediately', label: 'Immediately' },
  { mode: 'scroll', label: 'After scrolling' },
  { mode: 'delay', label: 'After a delay' },
  { mode: 'exit_intent', label: 'On exit intent' },
  { mode: 'anchor', label: 'When an anchor is reached' },
  // The store integration opens add-to-cart modals (docs/shopify.md).
  { mode: 'add_to_cart', label: 'When added to cart', kinds: ['modal'] },
];

/** The number a mode starts with when it is picked. */
const FIRST_AMOUNT: Readonly<Record<string, number | string>> = { scroll: 30, delay: 5, anchor: '', seconds: 30, hours: 12, days: 3 };

const pairOf = (value: unknown): [string, unknown] => (Array.isArray(value) ? [String(value[0] ?? ''), value[1] ?? 0] : ['', 0]);

/** The number input of a pair, with its own label and help; the pair's error is the group's. */
function AmountInput({
  id,
  label,
  help,
  error,
  type,
  max,
  value,
  onValue,
}: {
  id: string;
  label: string;
  help?: string | undefined;
  error?: string | undefined;
  type: 'text' | 'number';
  max?: number;
  value: unknown;
  onValue: (typed: string) => void;
}) {
  return (
    <div className={`field wf-field${type === 'number' ? ' wf-narrow' : ''}`}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type={type}
        min={0}
        max={max}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, help, undefined)}
        value={asText(value)}
        onChange={(event) => onValue(event.target.value)}
      />
      <FieldNotes id={id} help={help} />
    </div>
  );
}

export function TriggerControl({ path, meta }: FieldProps) {
  const { change, state, id, error, value } = useField(path);
  const [mode, amount] = pairOf(value);
  const kind = state.draft.widget_type;
  const triggers = TRIGGERS.filter((trigger) => !trigger.kinds || trigger.kinds.includes(kind));
  const isBubble = path.endsWith('popupMessageWhenDisplay');
  const amountLabel = mode === 'delay' ? 'Seconds' : mode === 'scroll' ? 'Percent scrolled' : mode === 'anchor' ? 'Anchor id' : '';
  const amountHelp =
    mode === 'scroll'
      ? 'How far down the page, 0 to 100.'
      : mode === 'anchor'
        ? 'The id of the element on your page (without #); it shows once that element is in view.'
        : undefined;
  return (
    <Group id={id} legend={isBubble ? 'When the bubble message shows' : 'When it shows'} help={meta.help} error={error}>
      <div className="wf-row">
        <div className="field wf-field">
          <label className="field-label" htmlFor={id}>
            {isBubble ? meta.label : 'Trigger'}
          </label>
          <ChoiceSelect
            id={id}
            aria-invalid={error ? true : undefined}
            value={mode}
            choices={triggers.map((trigger) => [trigger.mode, trigger.label])}
            onChoose={(next) => change(path, [next, FIRST_AMOUNT[next] ?? 0])}
          />
        </div>
        {amountLabel && (
          <AmountInput
            id={`${id}-amount`}
            label={amountLabel}
            help={amountHelp}
            error={error}
            type={mode === 'anchor' ? 'text' : 'number'}
            max={mode === 'scroll' ? 100 : undefined}
            value={amount}
            onValue={(typed) => change(path, [mode, mode === 'anchor' ? typed : (asNumber(typed) ?? '')])}
          />
        )}
      </div>
    </Group>
  );
}

const AGAIN: readonly (readonly [string, string])[] = [
  ['never', 'Never'],
  ['always', 'Every time'],
  ['seconds', 'After some seconds'],
  ['hours', 'After some hours'],
  ['days', 'After some days'],
];

export function AgainControl({ path, meta }: FieldProps) {
  const { change, id, error, value } = useField(path);
  const [mode, amount] = pairOf(value);
  const counted = mode === 'seconds' || mode === 'hours' || mode === 'days';
  return (
    <Group id={id} legend={meta.label} help={meta.help} error={error}>
      <div className="wf-row">
        <div className="field wf-field">
          <label className="visually-hidden" htmlFor={id}>
            {meta.label}
          </label>
          <ChoiceSelect
            id={id}
            aria-invalid={error ? true : undefined}
            value={mode}
            choices={AGAIN}
            onChoose={(next) => change(path, [next, FIRST_AMOUNT[next] ?? 0])}
          />
        </div>
        {counted && (
          <AmountInput
            id={`${id}-amount`}
            label={`Number of ${mode}`}
            error={error}
            type="number"
            value={amount}
            onValue={(typed) => change(path, [mode, asNumber(typed) ?? ''])}
          />
        )}
      </div>
    </Group>
  );
}

/** The device rule (docs/elements.md): `everywhere`, `true` (hidden on phones) or `mobile` (only on phones). */
export function DeviceControl({ path, meta }: FieldProps) {
  const { change, id, error, value, refused } = useField(path);
  // `desktop` hides on desktops, as `mobile` shows only on phones: both are "Mobile only".
  const current = refused ? asText(value) : value === true ? 'true' : value === 'mobile' || value === 'desktop' ? 'mobile' : 'everywhere';
  return (
    <LabelledField id={id} label={meta.label} help={meta.help} error={error}>
      <ChoiceSelect
        {...a11y(id, meta.help, error)}
        value={current}
        choices={Object.entries(meta.options ?? {})}
        onChoose={(next) => change(path, next === 'true' ? true : next)}
      />
    </LabelledField>
  );
}

const ALLOW = 'data.setup.urlWhitelist';
const DENY = 'data.setup.urlBlacklist';

const entriesOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];

/** One URL list: its entries, each with a remove button, and an input that adds one (Enter or the Add button). */
export function UrlListControl({ path, meta }: FieldProps) {
  const { change, id, error, value } = useField(path);
  const entries = entriesOf(value);
  const [typed, setTyped] = useState('');
  const allow = path === ALLOW;
  const listName = allow ? 'allow list' : 'deny list';
  const help = allow
    ? 'When the list has entries, the widget shows only on pages that match one. * matches within a part of the path, ** anything; a pattern starting with / matches on any host.'
    : 'The widget never shows on pages that match one (unless the allow list has entries, which then decides alone).';
  const add = () => {
    const entry = typed.trim();
    if (!entry) return;
    if (!entries.includes(entry)) change(path, [...entries, entry]);
    setTyped('');
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };
  const inputId = `${id}-add`;
  return (
    <Group id={id} legend={meta.label} help={help} error={error} className="wf-urls">
      {entries.length > 0 ? (
        <ul className="wf-url-list" aria-label={`${meta.label}: ${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}`}>
          {entries.map((entry, index) => (
            <li key={`${index}-${entry}`}>
              <code>{entry}</code>
              <button
                type="button"
                className="quiet"
                aria-label={`Remove ${entry} from the ${listName}`}
                onClick={() =>
                  change(
                    path,
                    entries.filter((_, at) => at !== index),
                  )
                }
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="wf-empty">{allow ? 'Empty: every page.' : 'Empty: no page is left out.'}</p>
      )}
      <div className="wf-row wf-add">
        <label className="visually-hidden" htmlFor={inputId}>
          Add a URL to the {listName}
        </label>
        <input
          id={inputId}
          type="text"
          inputMode="url"
          placeholder={allow ? '/pricing or shop.example.com/**' : '/checkout/**'}
          aria-invalid={error ? true : undefined}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKey}
        />
        <button type="button" onClick={add} aria-label={allow ? undefined : 'Add to the deny list'}>
          Add
        </button>
      </div>
    </Group>
  );
}

/** What a page decides for a URL with the draft's lists, in words. */
export function urlVerdict(allowList: readonly string[], denyList: readonly string[], url: string): { shown: boolean; words: string } {
  const allow = meaningfulEntries(allowList);
  const deny = meaningfulEntries(denyList);
  const shown = isUrlAllowed({ urlWhitelist: allow, urlBlacklist: deny }, url, matchUrl);
  if (allow.length > 0) {
    const match = allow.find((pattern) => matchUrlPattern(pattern, url));
    return shown
      ? { shown, words: `Shown on this URL (matches ${match ?? 'the allow list'})` }
      : { shown, words: 'Not shown: matches nothing on the allow list' };
  }
  const match = deny.find((pattern) => matchUrlPattern(pattern, url));
  return shown ? { shown, words: 'Shown on this URL' } : { shown, words: `Not shown: matches the deny list (${match ?? ''})` };
}

/** A box that tests an address against both lists as a page would. */
export function UrlTester() {
  const { state, idOf } = useForm();
  const [url, setUrl] = useState('');
  const id = idOf('url-test');
  const allowList = entriesOf(fieldValue(state.draft, ALLOW).value);
  const denyList = entriesOf(fieldValue(state.draft, DENY).value);
  const verdict = url.trim() ? urlVerdict(allowList, denyList, url.trim()) : null;
  return (
    <div className="field wf-field wf-url-test">
      <label className="field-label" htmlFor={id}>
        Test a URL
      </label>
      <input
        id={id}
        type="text"
        inputMode="url"
        placeholder="https://shop.example.com/pricing"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        aria-describedby={`${id}-verdict`}
      />
      <p
        id={`${id}-verdict`}
        className={`wf-verdict${verdict ? (verdict.shown ? ' wf-verdict-shown' : ' wf-verdict-hidden') : ''}`}
        role="status"
      >
        {verdict ? verdict.words : 'Type a page’s address to see whether the widget shows there.'}
      </p>
    </div>
  );
}
