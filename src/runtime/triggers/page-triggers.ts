/**
 * The page triggers (scroll, time on page, exit intent, anchors): a chunk of their own
 * (dist/ui/mc-triggers.js) that the loader imports for pages with a widget that opens on one of
 * them (loader/lazy-parts.ts) and hands to the page kit, which starts them for every route. Each
 * start tells the kit what the triggers see; one AbortController per start removes every
 * listener, observer and timer. The kit merges the signals with `mergeSignals`, which comes with
 * this chunk, so the loader carries it only on pages that have triggers.
 */
import type { WidgetConfig } from '../config';
import type { Device, PageSignals } from '../types';
import { createAnchorTrigger } from './anchor-trigger';
import { createExitIntentTrigger } from './exit-intent-trigger';
import { createScrollTrigger } from './scroll-trigger';
import { createTimerTrigger } from './timer-trigger';
import { createTouchExitIntentTrigger } from './touch-exit-intent-trigger';

function triggerValues(widgets: readonly WidgetConfig[], mode: 'delay' | 'anchor'): (string | number)[] {
  return widgets.filter((widget) => widget.display.whenDisplay[0] === mode).map((widget) => widget.display.whenDisplay[1]);
}

export { mergeSignals } from '../store/signal-actions';

/** Where the triggers read the page's signals and tell what they saw: the page kit's data, or the store after the hand-over. */
export interface SignalSink {
  getState(): { page: PageSignals };
  pageSignalled(signal: Partial<PageSignals>): unknown;
}

/**
 * For `widgets`, telling `sink()` (asked each time: the kit hands its data over to the store). The
 * time on page counts from `startedAt` (the route's start), so a restart on the same route keeps
 * it. Returns the disposer that stops them all.
 */
export function startPageTriggers(
  win: Window,
  widgets: readonly WidgetConfig[],
  sink: () => SignalSink,
  device: Device,
  startedAt: number,
): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  const signalled = (seen: Partial<PageSignals>) => sink().pageSignalled(seen);
  const exitIntent = () => signalled({ exitIntent: true });

  createScrollTrigger(win, signal, (maxScroll) => signalled({ maxScroll }));
  const delays = triggerValues(widgets, 'delay').map(Number);
  createTimerTrigger(signal, delays, (secondsSpent) => signalled({ secondsSpent }), startedAt);
  createExitIntentTrigger(win, signal, exitIntent);
  if (device === 'mobile') createTouchExitIntentTrigger(win, signal, () => sink().getState().page, exitIntent);
  const anchors = triggerValues(widgets, 'anchor').map(String);
  createAnchorTrigger(win, signal, anchors, (name) => signalled({ anchors: [name] }));

  return () => controller.abort();
}
