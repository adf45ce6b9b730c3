/**
 * The display rules: the trigger, showing again, the URL lists with a box that tests an address
 * against them with the matcher pages use (src/runtime/rules), and the device rule. The pairs are
 * written to data.main, where a page reads them first (README; docs/elements.md).
 */
import { useState, type KeyboardEvent } from 'react';
import { matchUrl, matchUrlPattern } from '../../../../src/runtime/rules/list-rules';
import { isUrlAllowed, meaningfulEntries } from '../../../../src/runtime/rules/url-rule';
import { a11y, FieldNotes, type FieldProps } from './controls';
import { describedBy, useForm } from './form-context';
import { fieldValue, refusalAt } from './form-state';

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
const asText = (value: unknown): string => (typeof value === 'number' || typeof value === 'string' ? String(value) : '');
const asAmount = (typed: string): number | string => (typed.trim() !== '' && Number.isFinite(Number(typed)) ? Number(typed) : typed);

/** Where and from what the pair's value comes, and its error at the field the form writes. */
function usePair(path: string) {
  const form = useForm();
  const id = form.idOf(path);
  const error = form.errorAt(path) ?? refusalAt(form.state, path)?.message;
  const [mode, amount] = pairOf(fieldValue(form.state.draft, path).value);
  return { ...form, id, error, mode, amount };
}

export function TriggerControl({ path, meta }: FieldProps) {
  const { change, state, id, error, mode, amount } = usePair(path);
  const kind = state.draft.widget_type;
  const triggers = TRIGGERS.filter((trigger) => !trigger.kinds || trigger.kinds.includes(kind) || trigger.mode === mode);
  const isBubble = path.endsWith('popupMessageWhenDisplay');
  const label = isBubble ? meta.label : 'Trigger';
  const amountId = `${id}-amount`;
  const amountLabel = mode === 'delay' ? 'Seconds' : mode === 'scroll' ? 'Percent scrolled' : mode === 'anchor' ? 'Anchor id' : '';
  const amountHelp =
    mode === 'scroll' ? 'How far down the page, 0 to 100.' : mode === 'anchor' ? 'The id of the element on your page (without #); it shows once that element is in view.' : undefined;
  return (
    <fieldset className="wf-group" aria-describedby={describedBy(id, meta.help, error)}>
      <legend>{isBubble ? 'When the bubble message shows' : 'When it shows'}</legend>
      <div className="wf-row">
        <div className="field wf-field">
          <label className="field-label" htmlFor={id}>
            {label}
          </label>
          <select id={id} aria-invalid={error ? true : undefined} value={mode} onChange={(event) => change(path, [event.target.value, FIRST_AMOUNT[event.target.value] ?? 0])}>
            {!triggers.some((trigger) => trigger.mode === mode) && <option value={mode}>{mode || '(not set)'} (as written)</option>}
            {triggers.map((trigger) => (
              <option key={trigger.mode} value={trigger.mode}>
                {trigger.label}
              </option>
            ))}
          </select>
        </div>
        {amountLabel && (
          <div className={`field wf-field${mode === 'anchor' ? '' : ' wf-narrow'}`}>
            <label className="field-label" htmlFor={amountId}>
              {amountLabel}
            </label>
            <input
              id={amountId}
              type={mode === 'anchor' ? 'text' : 'number'}
              min={0}
              max={mode === 'scroll' ? 100 : undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={[amountHelp ? `${amountId}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
              value={asText(amount)}
              onChange={(event) => change(path, [mode, mode === 'anchor' ? event.target.value : asAmount(event.target.value)])}
            />
            {amountHelp && (
              <p id={`${amountId}-help`} className="field-help">
                {amountHelp}
              </p>
            )}
          </div>
        )}
      </div>
      <FieldNotes id={id} help={meta.help} error={error} />
    </fieldset>
  );
}

const AGAIN: readonly { mode: string; label: string }[] = [
  { mode: 'never', label: 'Never' },
  { mode: 'always', label: 'Every time' },
  { mode: 'seconds', label: 'After some seconds' },
  { mode: 'hours', label: 'After some hours' },
  { mode: 'days', label: 'After some days' },
];

export function AgainControl({ path, meta }: FieldProps) {
  const { change, id, error, mode, amount } = usePair(path);
  const counted = mode === 'seconds' || mode === 'hours' || mode === 'days';
  const amountId = `${id}-amount`;
  return (
    <fieldset className="wf-group" aria-describedby={describedBy(id, meta.help, error)}>
      <legend>{meta.label}</legend>
      <div className="wf-row">
        <div className="field wf-field">
          <label className="visually-hidden" htmlFor={id}>
            {meta.label}
          </label>
          <select id={id} aria-invalid={error ? true : undefined} value={mode} onChange={(event) => change(path, [event.target.value, FIRST_AMOUNT[event.target.value] ?? 0])}>
            {!AGAIN.some((again) => again.mode === mode) && <option value={mode}>{mode || '(not set)'} (as written)</option>}
            {AGAIN.map((again) => (
              <option key={again.mode} value={again.mode}>
                {again.label}
              </option>
            ))}
          </select>
        </div>
        {counted && (
          <div className="field wf-field wf-narrow">
            <label className="field-label" htmlFor={amountId}>
              Number of {mode}
            </label>
            <input id={amountId} type="number" min={0} aria-invalid={error ? true : undefined} value={asText(amount)} onChange={(event) => change(path, [mode, asAmount(event.target.value)])} />
          </div>
        )}
      </div>
      <FieldNotes id={id} help={meta.help} error={error} />
    </fieldset>
  );
}

/** The device rule (docs/elements.md): `everywhere`, `true` (hidden on phones) or `mobile` (only on phones). */
export function DeviceControl({ path, meta }: FieldProps) {
  const { state, change, errorAt, idOf } = useForm();
  const id = idOf(path);
  const error = errorAt(path);
  const { value, refused } = fieldValue(state.draft, path);
  // `desktop` hides on desktops, as `mobile` shows only on phones: both are "Mobile only".
  const current = refused ? '' : value === true ? 'true' : value === 'mobile' || value === 'desktop' ? 'mobile' : 'everywhere';
  const options = meta.options ?? {};
  return (
    <div className="field wf-field">
      <label className="field-label" htmlFor={id}>
        {meta.label}
      </label>
      <select {...a11y(id, meta.help, error)} value={current} onChange={(event) => change(path, event.target.value === 'true' ? true : event.target.value)}>
        {current === '' && <option value="">(as written)</option>}
        {Object.entries(options).map(([entry, label]) => (
          <option key={entry} value={entry}>
            {label}
          </option>
        ))}
      </select>
      <FieldNotes id={id} help={meta.help} error={error} />
    </div>
  );
}

const ALLOW = 'data.setup.urlWhitelist';
const DENY = 'data.setup.urlBlacklist';

const entriesOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []);

/** One URL list: its entries, each with a remove button, and an input that adds one (Enter or the Add button). */
export function UrlListControl({ path, meta }: FieldProps) {
  const { state, change, errorAt, idOf } = useForm();
  const id = idOf(path);
  const error = errorAt(path);
  const entries = entriesOf(fieldValue(state.draft, path).value);
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
    <fieldset className="wf-group wf-urls" aria-describedby={describedBy(id, help, error)}>
      <legend>{meta.label}</legend>
      {entries.length > 0 ? (
        <ul className="wf-url-list" aria-label={`${meta.label}: ${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}`}>
          {entries.map((entry, index) => (
            <li key={`${index}-${entry}`}>
              <code>{entry}</code>
              <button type="button" className="quiet" aria-label={`Remove ${entry} from the ${listName}`} onClick={() => change(path, entries.filter((_, at) => at !== index))}>
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
      <FieldNotes id={id} help={help} error={error} />
    </fieldset>
  );
}

/** What a page decides for a URL with the draft's lists, in words. */
export function urlVerdict(allowList: readonly string[], denyList: readonly string[], url: string): { shown: boolean; words: string } {
  const allow = meaningfulEntries(allowList);
  const deny = meaningfulEntries(denyList);
  const shown = isUrlAllowed({ urlWhitelist: allow, urlBlacklist: deny }, url, matchUrl);
  if (allow.length > 0) {
    const match = allow.find((pattern) => matchUrlPattern(pattern, url));
    return shown ? { shown, words: `Shown on this URL (matches ${match ?? 'the allow list'})` } : { shown, words: 'Not shown: matches nothing on the allow list' };
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
      <input id={id} type="text" inputMode="url" placeholder="https://shop.example.com/pricing" value={url} onChange={(event) => setUrl(event.target.value)} aria-describedby={`${id}-verdict`} />
      <p id={`${id}-verdict`} className={`wf-verdict${verdict ? (verdict.shown ? ' wf-verdict-shown' : ' wf-verdict-hidden') : ''}`} role="status">
        {verdict ? verdict.words : 'Type a page’s address to see whether the widget shows there.'}
      </p>
    </div>
  );
}
