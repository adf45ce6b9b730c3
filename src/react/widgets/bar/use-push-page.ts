/**
 * `pushPage` (docs/elements.md#mc-bar): while the bar is shown the page's content moves out of its way, by the
 * bar's height, through the root element's padding at the bar's edge. The owner's own inline
 * padding is put back exactly when the bar closes or leaves the page.
 */
import { useLayoutEffect, type RefObject } from '../../react-once';
import { setPageStyle } from '../../a11y/page-style';

export function usePushPage(bar: RefObject<HTMLElement | null>, edge: 'top' | 'bottom', active: boolean): void {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!active || !element) return undefined;
    const root = element.ownerDocument.documentElement;
    const property = `padding-${edge}`;
    const base = parseFloat(getComputedStyle(root).getPropertyValue(property)) || 0;
    let restore: (() => void) | undefined;
    let pushed = -1;
    const push = () => {
      const height = Math.round(element.getBoundingClientRect().height);
      if (height === pushed) return;
      pushed = height;
      restore?.();
      restore = setPageStyle(root, property, `${base + height}px`);
    };
    push();
    // The bar grows when its texts wrap or its control renders.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(push);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      restore?.();
    };
  }, [bar, edge, active]);
}
