/**
 * Starts every page-level trigger for one route and feeds what they see into the store's page
 * signals. One AbortController per route: aborting it removes every listener, observer and timer.
 */
import type { WidgetConfig } from '../config';
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

/** Returns the disposer that stops them all. */
export function startPageTriggers(win: Window, store: PageStore, widgets: readonly WidgetConfig[], device: Device): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  const exitIntent = () => store.pageSignalled({ exitIntent: true });

  createScrollTrigger(win, signal, (maxScroll) => store.pageSignalled({ maxScroll }));
  const delays = triggerValues(widgets, 'delay').map(Number);
  createTimerTrigger(signal, delays, (secondsSpent) => store.pageSignalled({ secondsSpent }));
  createExitIntentTrigger(win, signal, exitIntent);
  if (device === 'mobile') createTouchExitIntentTrigger(win, signal, () => store.getState().page, exitIntent);
  const anchors = triggerValues(widgets, 'anchor').map(String);
  createAnchorTrigger(win, signal, anchors, (name) => store.pageSignalled({ anchors: [name] }));

  return () => controller.abort();
}
