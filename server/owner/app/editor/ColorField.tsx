/**
 * A colour: a text input for any CSS colour, a swatch that opens react-colorful's picker for hex
 * colours, and, for a text colour, its legibility on the background it is drawn on, measured as
 * the views measure it (styles/contrast.ts: WCAG 2 contrast, 4.5:1 for text, 3:1 for large text).
 */
import { useState } from 'react';
import { HexColorPicker } from 'react-colorful';
import { backgroundAlpha } from '../../../../src/runtime/config/colors';
import { AA_BODY, AA_LARGE, contrastOn, parseColor, toHex } from '../../../../styles/contrast';
import { a11y, FieldNotes, type FieldProps } from './controls';
import { useField } from './form-context';
import { fieldValue } from './form-state';

interface Legibility {
  ratio: number;
  verdict: 'readable' | 'large' | 'faint';
  words: string;
}

/**
 * How well `text` reads on `background` drawn at `alpha`; null when either is no colour the check
 * can measure (a name, a gradient).
 */
function legibility(text: string, background: string, alpha = 1): Legibility | null {
  const fg = parseColor(text);
  const bg = parseColor(background);
  if (!fg || !bg) return null;
  const ratio = contrastOn(fg, bg, alpha);
  const shown = `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;
  if (ratio >= AA_BODY) return { ratio, verdict: 'readable', words: `${shown} ✓ readable` };
  if (ratio >= AA_LARGE) return { ratio, verdict: 'large', words: `${shown} large text only` };
  return { ratio, verdict: 'faint', words: `${shown} too faint` };
}

/** The hex form the picker takes, or black for a colour it cannot show. */
const hexOf = (value: string): string => {
  const rgb = parseColor(value);
  return rgb ? toHex(rgb) : '#000000';
};

export function ColorField({ path, meta }: FieldProps) {
  const { state, change, id, error, value } = useField(path);
  const [open, setOpen] = useState(false);
  const current = typeof value === 'string' ? value : '';
  const table = path.slice(0, path.lastIndexOf('.'));
  const background = meta.on ? fieldValue(state.draft, `${table}.${meta.on}`).value : undefined;
  // A card's background is drawn at 0.9 (1 behind a checkbox opt-in) over the page (colors.ts).
  const isCardBackground = /^data\.(main|submitted)\.colors$/.test(table) && meta.on === 'background';
  const checkbox = fieldValue(state.draft, 'data.main.buttonType').value === 'checkbox';
  const check =
    meta.on && typeof background === 'string' ? legibility(current, background, isCardBackground ? backgroundAlpha(checkbox) : 1) : null;
  const pickerId = `${id}-picker`;
  return (
    <div className="field wf-field wf-color">
      <div className="wf-color-head">
        <label className="field-label" htmlFor={id}>
          {meta.label}
        </label>
        {check && (
          <span
            id={`${id}-contrast`}
            className={`wf-contrast wf-contrast-${check.verdict}`}
            title="Contrast with its background (WCAG: 4.5:1 for text, 3:1 for large text)"
          >
            {check.words}
          </span>
        )}
      </div>
      <div className="wf-color-row">
        <button
          type="button"
          className="wf-swatch"
          style={{ background: current || 'transparent' }}
          aria-expanded={open}
          aria-controls={open ? pickerId : undefined}
          onClick={() => setOpen(!open)}
        >
          <span className="visually-hidden">Pick {meta.label.toLowerCase()}</span>
        </button>
        <input
          type="text"
          spellCheck={false}
          {...a11y(id, meta.help, error)}
          aria-describedby={
            [check ? `${id}-contrast` : '', a11y(id, meta.help, error)['aria-describedby'] ?? ''].filter(Boolean).join(' ') || undefined
          }
          value={current}
          onChange={(event) => change(path, event.target.value)}
        />
      </div>
      {open && (
        <div id={pickerId} className="wf-picker">
          <HexColorPicker color={hexOf(current)} onChange={(next) => change(path, next)} />
        </div>
      )}
      <FieldNotes id={id} help={meta.help} error={error} />
    </div>
  );
}
