/**
 * Where a slide-in sits (docs/elements.md#mc-slide-in): `slideInPlacement` is a side (`l`eft, `r`ight) and a height
 * (`t`op, `m`iddle, `b`ottom). Right-to-left pages mirror the side. Unknown codes sit bottom right.
 */
import { SLIDE_IN_PLACEMENTS } from '../../../runtime/constants';
import type { Direction } from '../../a11y/direction';

export interface SlideInPosition {
  side: 'left' | 'right';
  height: 'top' | 'middle' | 'bottom';
}

const HEIGHTS = { t: 'top', m: 'middle', b: 'bottom' } as const;
const PLACEMENTS: ReadonlySet<string> = new Set(SLIDE_IN_PLACEMENTS);

export function slideInPosition(placement: unknown, dir: Direction): SlideInPosition {
  const code = typeof placement === 'string' && PLACEMENTS.has(placement) ? placement : 'rb';
  const left = code[0] === 'l';
  return { side: left !== (dir === 'rtl') ? 'left' : 'right', height: HEIGHTS[code[1] as 't' | 'm' | 'b'] };
}
