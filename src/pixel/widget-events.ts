/**
 * The one place widget analytics events come from (docs/architecture.md, journey 2): each commit to
 * the store is read as what it did to an instance, and turned into the pixel's events, positive and
 * negative. Views only tell the store what the visitor did (store/instance-actions.ts); the events
 * are queued while the commit is told, so one that comes before a redirect is stored before the page
 * is left.
 *
 * - An opening that committed an impression logs the impression.
 * - An opt-in is cached in the pixel session.
 * - A close by the visitor without the opt-in confirmed reports why: closed before asking to opt in
 *   (`closed_without_optin_request`) or after asking (`closed_without_optedin`).
 * - Each act in the instance's view sends its event: the opt-in path taken (its consent when
 *   confirmed), a launcher channel's `click` and the intent it shows, the launcher's `open`, `close`
 *   and `popover_close`, the plugin found missing (`fb_plugin_no_rendred`).
 * - An overlay still open when the page is left (hiding the tab counts: it may never come back) is
 *   reported once per opening (`page_leave_while_widget_open`); embeds are part of the page, not
 *   opened over it.
 * - A page whose storage keeps nothing is reported once, as the widgets' stage starts.
 *
 * An owner's preview is not a visitor's widget: nothing of it is reported.
 */
import { LOG_PREFIX, NEGATIVE_STATUSES, NO_LOCAL_STORAGE_STATUS, OVERLAY_WIDGET_TYPES, POSITIVE_STATUSES } from '../runtime/constants';
import { lifecycleEvents, watchInstanceCommits, type LifecycleEvent } from '../runtime/lifecycle';
import { isOptedIn, isSubmitted, type InstanceAct, type State, type Store } from '../runtime/store';
import type { Analytics } from '../runtime/types';
import type { Impression } from './index';
import type { Pixel } from './page-pixel';

/** One thing handed to the pixel, in the order it is handed. */
export type WidgetEvent =
  | { to: 'impression'; impression: Impression }
  | { to: 'analytics'; analytics: Analytics }
  | { to: 'widget'; event: string; payload: Record<string, unknown> }
  /** The visitor opted in: the pixel session keeps it (not an event on the wire). */
  | { to: 'optedIn' };

export type EventPixel = Pick<Pixel, 'logAnalytics' | 'logWidgetEvent' | 'markOptedIn' | 'onPageLeave'> & {
  logImpression(impression: Impression): void;
};

interface Named {
  widgetId: number;
  widgetType: string;
}

const negative = ({ widgetId, widgetType }: Named, statusDescription: string): WidgetEvent => ({
  to: 'analytics',
  analytics: { widgetId, widgetType, type: 'optin', status: 'negative', statusDescription },
});

const positive = ({ widgetId, widgetType }: Named, statusDescription: string, consent?: Analytics['consent']): WidgetEvent => ({
  to: 'analytics',
  analytics: { widgetId, widgetType, type: 'optin', status: 'positive', statusDescription, ...(consent && { consent }) },
});

function actEvents(widget: Named, act: InstanceAct): WidgetEvent[] {
  switch (act.type) {
    case 'optInPath':
      return [positive(widget, act.path, act.consent)];
    case 'channel':
      return [
        { to: 'widget', event: 'click', payload: { widget_id: widget.widgetId, channelType: act.channelType } },
        positive(widget, POSITIVE_STATUSES.launcherChannelClicked),
      ];
    case 'launcher':
      return [{ to: 'widget', event: act.event, payload: { widget_id: widget.widgetId } }];
    case 'pluginMissing':
      // Sent without the widget id, as it always was.
      return [
        {
          to: 'analytics',
          analytics: {
            widgetType: widget.widgetType,
            type: 'optin',
            status: 'negative',
            statusDescription: NEGATIVE_STATUSES.pluginNotRendered,
          },
        },
      ];
  }
}

/** The events one commit makes for one instance: its lifecycle's first, then the acts it added. */
export function widgetEvents(
  before: State,
  after: State,
  instanceId: string,
  lifecycle: readonly LifecycleEvent[] = lifecycleEvents(before, after, instanceId),
): WidgetEvent[] {
  const instance = after.instances[instanceId] ?? before.instances[instanceId];
  if (!instance || instance.preview) return [];
  const events: WidgetEvent[] = [];
  for (const { type, widget, impression, manual } of lifecycle) {
    if (type === 'open' && impression) {
      events.push({ to: 'impression', impression: { widgetId: widget.widgetId, widgetType: widget.widgetType, instanceId } });
    } else if (type === 'optin') {
      events.push({ to: 'optedIn' });
    } else if (type === 'close' && manual) {
      const ui = after.ui[instanceId];
      if (!isOptedIn(ui)) {
        events.push(
          negative(widget, isSubmitted(ui) ? NEGATIVE_STATUSES.closedWithoutOptedIn : NEGATIVE_STATUSES.closedWithoutOptInRequest),
        );
      }
    }
  }
  const acts = after.instances[instanceId]?.acts ?? [];
  const seen = before.instances[instanceId]?.acts.length ?? 0;
  if (acts.length > seen) {
    const widget = after.widgets.find((candidate) => candidate.widgetId === instance.widgetId);
    if (widget) for (const act of acts.slice(seen)) events.push(...actEvents(widget, act));
  }
  return events;
}

function hand(pixel: EventPixel, event: WidgetEvent): void {
  if (event.to === 'impression') pixel.logImpression(event.impression);
  else if (event.to === 'analytics') pixel.logAnalytics(event.analytics);
  else if (event.to === 'widget') pixel.logWidgetEvent(event.event, event.payload);
  else pixel.markOptedIn();
}

export interface WidgetEventOptions {
  /** Whether the page's storage keeps what is written (the widget history, the pixel's queue). */
  persistent: boolean;
  /** Where a lost event is said; it must not break the act that caused it. */
  warn?: (message: string, error: unknown) => void;
}

export function trackWidgetEvents(store: Store, pixel: EventPixel, { persistent, warn = console.warn }: WidgetEventOptions): () => void {
  const send = (event: WidgetEvent) => {
    try {
      hand(pixel, event);
    } catch (error) {
      warn(`${LOG_PREFIX} a widget event could not be logged:`, error);
    }
  };
  if (!persistent) {
    send({
      to: 'analytics',
      analytics: { widgetType: '', type: 'impression', status: 'negative', statusDescription: NO_LOCAL_STORAGE_STATUS },
    });
  }

  // The overlays opened since their last close, and whether leaving the page was reported for this opening.
  const open = new Map<string, Named & { leaveReported: boolean }>();
  const overlays: readonly string[] = OVERLAY_WIDGET_TYPES;
  const stopCommits = watchInstanceCommits(store, (before, after, instanceId) => {
    const lifecycle = lifecycleEvents(before, after, instanceId);
    const events = widgetEvents(before, after, instanceId, lifecycle);
    for (const { type, widget } of lifecycle) {
      if (type === 'open' && !after.instances[instanceId]?.preview) {
        open.set(instanceId, { widgetId: widget.widgetId, widgetType: widget.widgetType, leaveReported: false });
      } else if (type === 'close') open.delete(instanceId);
    }
    events.forEach(send);
  });

  const stopLeave = pixel.onPageLeave(() => {
    const { ui } = store.getState();
    for (const [instanceId, state] of open) {
      if (isOptedIn(ui[instanceId]) || state.leaveReported || !overlays.includes(state.widgetType)) continue;
      state.leaveReported = true;
      send(negative(state, NEGATIVE_STATUSES.pageLeaveWhileWidgetOpen));
    }
  });

  return () => {
    stopCommits();
    stopLeave();
  };
}
