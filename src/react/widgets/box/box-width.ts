/**
 * The inline card's width (docs/elements.md#mc-box): the whole container with `fitContainer`, otherwise
 * `main.width` as a unit and a number (`['px', 400]`, `['%', 50]`), never under 280 px; 350 px
 * when the width cannot be read.
 */
import { BOX_DEFAULT_WIDTH_PX, BOX_MIN_WIDTH_PX } from '../../../runtime/constants';

interface BoxWidth {
  width: string;
  minWidth?: string;
}

const UNITS: ReadonlySet<string> = new Set(['px', '%']);

export function boxWidth(fitContainer: boolean, width: unknown): BoxWidth {
  if (fitContainer) return { width: '100%' };
  const [unit, value] = Array.isArray(width) ? width : [];
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof unit !== 'string' || !UNITS.has(unit) || typeof number !== 'number' || !Number.isFinite(number) || number <= 0) {
    return { width: `${BOX_DEFAULT_WIDTH_PX}px`, minWidth: `${BOX_MIN_WIDTH_PX}px` };
  }
  if (unit === 'px') return { width: `${Math.max(number, BOX_MIN_WIDTH_PX)}px`, minWidth: `${BOX_MIN_WIDTH_PX}px` };
  return { width: `${Math.min(number, 100)}%`, minWidth: `${BOX_MIN_WIDTH_PX}px` };
}
