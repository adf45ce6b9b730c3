/**
 * The inline button's sizes (docs/elements.md#mc-button, docs/widgets.md#main): standard, large, xlarge, also written s, m, l.
 * Unknown values are standard.
 */
type ButtonSize = 'standard' | 'large' | 'xlarge';

const SIZES: Readonly<Record<string, ButtonSize>> = {
  s: 'standard',
  standard: 'standard',
  m: 'large',
  large: 'large',
  l: 'xlarge',
  xlarge: 'xlarge',
};

export function buttonSize(value: unknown): ButtonSize {
  return (typeof value === 'string' && SIZES[value]) || 'standard';
}

/** Font size and minimum height the opt-in control reads as `--mc-button-font-size` and `--mc-button-height`. */
export const BUTTON_METRICS: Readonly<Record<ButtonSize, { fontSize: number; height: number }>> = {
  standard: { fontSize: 14, height: 36 },
  large: { fontSize: 16, height: 44 },
  xlarge: { fontSize: 19, height: 52 },
};
