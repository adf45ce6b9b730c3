/**
 * Where the bar sits (docs/elements.md#mc-bar): at the top or bottom (`barPlacement`); with `stickWithScroll`
 * it stays in view (fixed), otherwise it scrolls with the page: absolute at the page's top, or at
 * the very end of the page for a bottom bar (its element is the last one in <body>).
 */
export type BarEdge = 'top' | 'bottom';
export type BarPosition = 'fixed' | 'absolute' | 'static';

export function barEdge(placement: unknown): BarEdge {
  return placement === 'bottom' ? 'bottom' : 'top';
}

export function barPosition(edge: BarEdge, stickWithScroll: boolean): BarPosition {
  if (stickWithScroll) return 'fixed';
  return edge === 'top' ? 'absolute' : 'static';
}

/** A bar in the flow at the end of the page already takes its own room; only the others push. */
export function needsPush(position: BarPosition, pushPage: boolean): boolean {
  return pushPage && position !== 'static';
}
