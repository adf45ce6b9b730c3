/**
 * Scroll percent, emitted at most every 500 ms (with a trailing emit so the last position counts).
 * Percent is how far the page has been scrolled through its scrollable height; a page that cannot
 * scroll has been seen whole and counts as 100.
 */
import { SCROLL_THROTTLE_MS } from '../constants';

export function scrollPercent(scrollY: number, viewportHeight: number, documentHeight: number): number {
  const scrollable = documentHeight - viewportHeight;
  if (scrollable <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round((scrollY / scrollable) * 100)));
}

export function createScrollTrigger(win: Window, signal: AbortSignal, onScroll: (percent: number) => void): void {
  let lastEmit = -Infinity;
  let trailing: ReturnType<typeof setTimeout> | undefined;
  const measure = () => {
    const doc = win.document.documentElement;
    return scrollPercent(win.scrollY, win.innerHeight, Math.max(doc.scrollHeight, win.document.body?.scrollHeight ?? 0));
  };
  const emit = () => {
    trailing = undefined;
    lastEmit = Date.now();
    onScroll(measure());
  };
  win.addEventListener(
    'scroll',
    () => {
      if (trailing !== undefined) return;
      const wait = lastEmit + SCROLL_THROTTLE_MS - Date.now();
      if (wait <= 0) emit();
      else trailing = setTimeout(emit, wait);
    },
    { passive: true, signal },
  );
  signal.addEventListener('abort', () => clearTimeout(trailing), { once: true });
  emit();
}
