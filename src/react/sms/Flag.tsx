/**
 * A country's flag: its emoji where the platform draws flag emoji in colour (Apple, Android, most
 * Linux desktops), else the ISO code in a small tag. Windows has no flag glyphs (it shows the two
 * letters) and a system without an emoji font shows empty boxes; both get the code.
 */
import { css } from '../../../styles/css';
import { useSyncExternalStore } from '../react-once';
import { useClassNames } from '../use-class-names';

const tag = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 26px;
  height: 18px;
  padding: 0 4px;
  border-radius: 4px;
  background: #e4e6eb;
  color: var(--mc-ink);
  font-size: 11px;
  font-weight: 700;
  letter-spacing: 0.04em;
  line-height: 1;
  &::before {
    content: attr(data-flag-code);
  }
`;

const emoji = css`
  font-size: 18px;
  line-height: 1;
`;

let colourFlags: boolean | undefined;

/** Draws a flag on a canvas: letters or boxes come out in one grey, a flag glyph in colours. */
function hasFlagGlyphs(): boolean {
  if (colourFlags !== undefined) return colourFlags;
  colourFlags = false;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 24;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return colourFlags;
    context.textBaseline = 'top';
    context.font = '20px sans-serif';
    context.fillStyle = '#000';
    context.fillText('\u{1F1E8}\u{1F1E6}', 0, 0);
    const pixels = context.getImageData(0, 0, 24, 24).data;
    for (let index = 0; index < pixels.length; index += 4) {
      const [r, g, b] = [pixels[index]!, pixels[index + 1]!, pixels[index + 2]!];
      if (pixels[index + 3]! > 0 && (Math.abs(r - g) > 20 || Math.abs(g - b) > 20)) return (colourFlags = true);
    }
  } catch {
    // No canvas (or a locked-down one): the code always reads.
  }
  return colourFlags;
}

/*
 * Drawing the test flag loads the system's emoji font, tens of milliseconds on a slow phone: it
 * runs in a task of its own after the card's first render, which shows the codes until then.
 */
const waiting = new Set<() => void>();
function subscribe(changed: () => void): () => void {
  if (colourFlags === undefined && waiting.size === 0) {
    setTimeout(() => {
      hasFlagGlyphs();
      for (const notify of [...waiting]) notify();
    });
  }
  waiting.add(changed);
  return () => waiting.delete(changed);
}
const readFlagGlyphs = () => colourFlags === true;

export function Flag({ code, emoji: glyph }: { code: string; emoji: string }) {
  const cx = useClassNames();
  return useSyncExternalStore(subscribe, readFlagGlyphs) ? (
    <span aria-hidden="true" className={cx(emoji)}>
      {glyph}
    </span>
  ) : (
    // The code is drawn, not written: the picker's name ("Country: United States +1") says it already.
    <span aria-hidden="true" className={cx(tag)} data-flag-code={code} />
  );
}
