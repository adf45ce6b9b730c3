/**
 * Starts every page-level trigger for one route and feeds what they see into the store's page
 * signals. One AbortController per start: aborting it removes every listener, observer and timer.
 */
import type { WidgetConfig } from '../config';
import type { PageStore } from '../store';
import type { Device } from '../types';
import type * as OptionalTriggersModule from './optional-triggers';
import { createScrollTrigger } from './scroll-trigger';
import { createTimerTrigger } from './timer-trigger';

/** The anchor and exit-intent triggers (optional-triggers.ts), a chunk of their own. */
export type OptionalTriggers = typeof OptionalTriggersModule;

function triggerValues(widgets: readonly WidgetConfig[], mode: 'delay' | 'anchor'): (string | number)[] {
  return widgets.filter((widget) => widget.display.whenDisplay[0] === mode).map((widget) => widget.display.whenDisplay[1]);
}

/**
 * For the widgets in the store. `optional` is the anchor and exit-intent chunk, when a widget on the page needs it. The time on
 * page counts from `startedAt` (the route's start), so a restart on the same route keeps it.
 * Returns the disposer that stops them all.
 */
export function startPageTriggers(win: Window, store: PageStore, device: Device, optional: OptionalTriggers | undefined, startedAt: number): () => void {
  const { widgets } = store.getState();
  const controller = new AbortController();
  const { signal } = controller;
  const exitIntent = () => store.pageSignalled({ exitIntent: true });

  createScrollTrigger(win, signal, (maxScroll) => store.pageSignalled({ maxScroll }));
  const delays = triggerValues(widgets, 'delay').map(Number);
  createTimerTrigger(signal, delays, (secondsSpent) => store.pageSignalled({ secondsSpent }), startedAt);
  if (optional) {
    optional.createExitIntentTrigger(win, signal, exitIntent);
    if (device === 'mobile') optional.createTouchExitIntentTrigger(win, signal, () => store.getState().page, exitIntent);
    const anchors = triggerValues(widgets, 'anchor').map(String);
    optional.createAnchorTrigger(win, signal, anchors, (name) => store.pageSignalled({ anchors: [name] }));
  }

  return () => controller.abort();
}
