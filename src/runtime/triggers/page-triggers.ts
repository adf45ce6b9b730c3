/**
 * The page triggers (scroll, time on page, exit intent, anchors): a chunk of their own
 * (dist/ui/mc-triggers.js) that the loader imports for pages with a widget that opens on one of
 * them (loader/lazy-parts.ts) and hands to the page kit, which starts them for every route. Each
 * start feeds what the triggers see into the store's page signals; one AbortController per start
 * removes every listener, observer and timer. The store learns the page signals' action here
 * (store/signal-actions.ts), so the loader carries it only on pages that have triggers.
 */
import type { WidgetConfig } from '../config';
import { signalActions } from '../store/signal-actions';
import type { PageStore } from '../store';
import type { Device } from '../types';
import { createAnchorTrigger } from './anchor-trigger';
import { createExitIntentTrigger } from './exit-intent-trigger';
import { createScrollTrigger } from './scroll-trigger';
import { createTimerTrigger } from './timer-trigger';
import { createTouchExitIntentTrigger } from './touch-exit-intent-trigger';

function triggerValues(widgets: readonly WidgetConfig[], mode: 'delay' | 'anchor'): (string | number)[] {
  return widgets.filter((widget) => widget.display.whenDisplay[0] === mode).map((widget) => widget.display.whenDisplay[1]);
}

/**
 * For the widgets in the store. The time on page counts from `startedAt` (the route's start), so a
 * restart on the same route keeps it. Returns the disposer that stops them all.
 */
export function startPageTriggers(win: Window, pageStore: PageStore, device: Device, startedAt: number): () => void {
  const store = pageStore.withActions(signalActions);
  const { widgets } = store.getState();
  const controller = new AbortController();
  const { signal } = controller;
  const exitIntent = () => store.pageSignalled({ exitIntent: true });

  createScrollTrigger(win, signal, (maxScroll) => store.pageSignalled({ maxScroll }));
  const delays = triggerValues(widgets, 'delay').map(Number);
  createTimerTrigger(signal, delays, (secondsSpent) => store.pageSignalled({ secondsSpent }), startedAt);
  createExitIntentTrigger(win, signal, exitIntent);
  if (device === 'mobile') createTouchExitIntentTrigger(win, signal, () => store.getState().page, exitIntent);
  const anchors = triggerValues(widgets, 'anchor').map(String);
  createAnchorTrigger(win, signal, anchors, (name) => store.pageSignalled({ anchors: [name] }));

  return () => controller.abort();
}
