/**
 * A description with simple formatting: an editable area with a small toolbar (bold, italic, a
 * link), stored as the HTML the views sanitise when they draw it (docs/elements.md, the
 * `description` part). The browser's own editing writes the markup (`<b>`, `<i>`, `<a href>`);
 * Ctrl/Cmd+B and Ctrl/Cmd+I work in the area too. Typing a description into an empty one also
 * ticks "Show the description" when the draft has not said otherwise, since the views show it only then.
 */
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { FieldNotes, type FieldProps } from './controls';
import { describedBy, useField } from './form-context';
import { valueAt } from './form-state';

/** Left and right arrows (Home, End) move between a toolbar's buttons, as in a toolbar of a desktop editor. */
function moveInToolbar(event: KeyboardEvent<HTMLDivElement>) {
  const buttons = [...event.currentTarget.querySelectorAll('button')];
  const at = buttons.indexOf(event.target as HTMLButtonElement);
  const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: buttons.length - 1 }[event.key];
  if (at === -1 || to === undefined) return;
  event.preventDefault();
  buttons[(to + buttons.length) % buttons.length]?.focus();
}

/** The area's markup as stored: empty when only the browser's placeholder line is left, plain spaces where editing kept `&nbsp;` beside markup. */
const stored = (markup: string): string => (markup === '<br>' ? '' : markup.replace(/&nbsp;/g, ' '));

export function RichText({ path, meta }: FieldProps) {
  const { state, change, id, error, value } = useField(path);
  const html = typeof value === 'string' ? value : value == null ? '' : String(value);
  const area = useRef<HTMLDivElement>(null);
  const saved = useRef<Range | null>(null);
  const [linking, setLinking] = useState(false);
  const [address, setAddress] = useState('https://');
  const showPath = path.replace(/\.desc$/, '.showDescription');

  // The area keeps its own DOM while the owner types; a value from elsewhere (a restore, the preview's in-place editing) replaces it.
  useEffect(() => {
    const element = area.current;
    // What the area itself wrote is already shown: it is not reset under the caret.
    if (element && stored(element.innerHTML) !== html) element.innerHTML = html;
  }, [html]);

  const write = () => {
    const element = area.current;
    if (!element) return;
    const next = stored(element.innerHTML);
    if (next === html) return;
    change(path, next);
    if (!html && next && valueAt(state.draft, showPath) == null) change(showPath, true);
  };

  const command = (name: 'bold' | 'italic' | 'unlink') => {
    area.current?.focus();
    document.execCommand(name);
    write();
  };

  const startLink = () => {
    const selection = document.getSelection();
    saved.current =
      selection && selection.rangeCount && area.current?.contains(selection.anchorNode) ? selection.getRangeAt(0).cloneRange() : null;
    setLinking(true);
  };

  const applyLink = (event: FormEvent) => {
    event.preventDefault();
    const element = area.current;
    if (!element) return;
    element.focus();
    const selection = document.getSelection();
    if (saved.current && selection) {
      selection.removeAllRanges();
      selection.addRange(saved.current);
    }
    const url = address.trim();
    if (url && selection && !selection.isCollapsed) document.execCommand('createLink', false, url);
    else if (url) document.execCommand('insertHTML', false, `<a href="${url.replace(/"/g, '&quot;')}">${url.replace(/</g, '&lt;')}</a>`);
    setLinking(false);
    write();
  };

  const labelId = `${id}-label`;
  return (
    <div className="field wf-field wf-richtext">
      <span className="field-label" id={labelId}>
        {meta.label}
      </span>
      <div className="wf-toolbar" role="toolbar" aria-label={`${meta.label} formatting`} aria-controls={id} onKeyDown={moveInToolbar}>
        {/* mousedown keeps the selection in the area while a button is clicked. */}
        <button type="button" onMouseDown={(event) => event.preventDefault()} onClick={() => command('bold')}>
          <b aria-hidden="true">B</b>
          <span className="visually-hidden">Bold</span>
        </button>
        <button type="button" onMouseDown={(event) => event.preventDefault()} onClick={() => command('italic')}>
          <i aria-hidden="true">I</i>
          <span className="visually-hidden">Italic</span>
        </button>
        <button type="button" onMouseDown={(event) => event.preventDefault()} onClick={startLink} aria-expanded={linking}>
          Link
        </button>
        <button type="button" onMouseDown={(event) => event.preventDefault()} onClick={() => command('unlink')}>
          Remove link
        </button>
      </div>
      {linking && (
        <div className="wf-link-form" role="group" aria-label="Add a link">
          <label className="field-label" htmlFor={`${id}-link`}>
            Link address
          </label>
          <input
            id={`${id}-link`}
            type="url"
            value={address}
            autoFocus
            onChange={(event) => setAddress(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') applyLink(event);
              if (event.key === 'Escape') {
                setLinking(false);
                area.current?.focus();
              }
            }}
          />
          <button type="button" className="primary" onClick={applyLink}>
            Add link
          </button>
          <button type="button" onClick={() => setLinking(false)}>
            Cancel
          </button>
        </div>
      )}
      <div
        ref={area}
        id={id}
        className="wf-editable"
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-describedby={describedBy(id, meta.help, error)}
        aria-invalid={error ? true : undefined}
        contentEditable
        suppressContentEditableWarning
        tabIndex={0}
        onInput={write}
        onBlur={write}
      />
      <FieldNotes id={id} help={meta.help} error={error} />
    </div>
  );
}
