/**
 * Turns store changes into lifecycle events, once each: open (with whether an impression was
 * committed), close (manual or not), submit and opt-in. The DOM events, `data-state` and the
 * pixel all listen here instead of each diffing the store.
 */
import type { WidgetConfig } from './config';
import type { State, Store, UiState } from './store';
import { isDisplayed, isOptedIn, isSubmitted } from './store/state';

export type LifecycleType = 'open' | 'close' | 'submit' | 'optin';

export interface LifecycleEvent {
  type: LifecycleType;
  instanceId: string;
  widget: WidgetConfig;
  /** On open: whether this opening committed an impression. */
  impression?: boolean;
  /** On close: whether the visitor closed it. */
  manual?: boolean;
}

export type LifecycleListener = (event: LifecycleEvent) => void;

function changes(before: UiState | undefined, after: UiState): LifecycleType[] {
  const types: LifecycleType[] = [];
  if (!isDisplayed(before) && isDisplayed(after)) types.push('open');
  if (isDisplayed(before) && !isDisplayed(after)) types.push('close');
  if (!isSubmitted(before) && isSubmitted(after)) types.push('submit');
  if (!isOptedIn(before) && isOptedIn(after)) types.push('optin');
  return types;
}

/**
 * Calls `listener` with each instance whose records (`ui` or `instances`) a commit changed, and the
 * snapshots before and after. The pixel's events (src/pixel/widget-events.ts) read commits this way too.
 */
export function watchInstanceCommits(store: Store, listener: (before: State, after: State, instanceId: string) => void): () => void {
  let previous: State = store.getState();
  return store.subscribe((state, change) => {
    const before = previous;
    previous = state;
    if (state.ui === before.ui && state.instances === before.instances) return;
    // This runs on every commit: one that names its instance, and follows what was seen last (a
    // listener committing from inside another's notice breaks the order), is looked at for that one alone.
    const only = change.instanceId !== undefined && change.previous === before ? [change.instanceId] : undefined;
    for (const instanceId of only ?? state.instances.ids()) {
      if (before.ui.get(instanceId) !== state.ui.get(instanceId) || before.instances.get(instanceId) !== state.instances.get(instanceId)) {
        listener(before, state, instanceId);
      }
    }
  });
}

/** What one commit did to one instance's lifecycle, in the order the listeners hear it. */
export function lifecycleEvents(before: State, state: State, instanceId: string): LifecycleEvent[] {
  const ui = state.ui.get(instanceId);
  const beforeUi = before.ui.get(instanceId);
  if (!ui || beforeUi === ui) return [];
  const widgetId = state.instances.get(instanceId)?.widgetId;
  const widget = state.widgets.find((candidate) => candidate.widgetId === widgetId);
  if (!widget) return [];
  return changes(beforeUi, ui).map((type) => ({
    type,
    instanceId,
    widget,
    impression:
      type === 'open' && state.history.widgets[widget.widgetId]?.lastImpression !== before.history.widgets[widget.widgetId]?.lastImpression,
    manual: type === 'close' ? state.instances.get(instanceId)?.closedByVisitor === true : undefined,
  }));
}

export function watchLifecycle(store: Store, listener: LifecycleListener): () => void {
  return watchInstanceCommits(store, (before, state, instanceId) => lifecycleEvents(before, state, instanceId).forEach(listener));
}
