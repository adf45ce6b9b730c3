/** Colour rules (docs/widgets.md#colours): the card background is drawn with alpha 1 behind a checkbox, else 0.9. */
import { BACKGROUND_ALPHA_CHECKBOX, BACKGROUND_ALPHA_DEFAULT } from '../constants';

export function backgroundAlpha(hasCheckbox: boolean): number {
  return hasCheckbox ? BACKGROUND_ALPHA_CHECKBOX : BACKGROUND_ALPHA_DEFAULT;
}

/** `#rgb` or `#rrggbb` with the given alpha as `rgba(...)`; any other colour string is returned as it is. */
export function withAlpha(color: string, alpha: number): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return color;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}
