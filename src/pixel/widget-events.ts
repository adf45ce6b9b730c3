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
import { LAUNCHER_CHANNEL_CLICKED, LOG_PREFIX, NEGATIVE_STATUSES, NO_LOCAL_STORAGE_STATUS } from '../runtime/constants';
import { OVERLAY_WIDGET_TYPES } from '../runtime/kinds';
import { lifecycleEvents, watchInstanceCommits, type LifecycleEvent } from '../runtime/lifecycle';
import { isOptedIn, isSubmitted, type State, type Store } from '../runtime/store';
import type { Analytics } from '../runtime/types';
import type { Impression } from './index';
import type { Pixel } from './page-pixel';

/** What the events are handed to: the pixel, or in a test what records them. */
type EventPixel = Pick<Pixel, 'logAnalytics' | 'logWidgetEvent' | 'markOptedIn'> & {
  logImpression(impression: Impression): void;
};

type Named = Pick<Analytics, 'widgetId' | 'widgetType'>;

const optIn = ({ widgetId, widgetType }: Named, status: Analytics['status'], statusDescription: string): Analytics => ({
  widgetId,
  widgetType,
  type: 'optin',
  status,
  statusDescription,
});

/** Hands the pixel the events one commit makes for one instance: its lifecycle's first, then those of the acts it added. */
export function tellWidgetEvents(
  pixel: EventPixel,
  before: State,
  after: State,
  instanceId: string,
  lifecycle: readonly LifecycleEvent[] = lifecycleEvents(before, after, instanceId),
): void {
  const instance = after.instances.get(instanceId) ?? before.instances.get(instanceId);
  if (!instance || instance.preview) return;
  for (const { type, widget, impression, manual } of lifecycle) {
    const ui = after.ui.get(instanceId);
    if (type === 'open' && impression) pixel.logImpression({ widgetId: widget.widgetId, widgetType: widget.widgetType, instanceId });
    else if (type === 'optin') pixel.markOptedIn();
    else if (type === 'close' && manual && !isOptedIn(ui)) {
      pixel.logAnalytics(
        optIn(widget, 'negative', isSubmitted(ui) ? NEGATIVE_STATUSES.closedWithoutOptedIn : NEGATIVE_STATUSES.closedWithoutOptInRequest),
      );
    }
  }
  const acts = after.instances.get(instanceId)?.acts ?? [];
  const widget = after.widgets.find((candidate) => candidate.widgetId === instance.widgetId);
  if (!widget) return;
  const { widgetId } = widget;
  for (const act of acts.slice(before.instances.get(instanceId)?.acts.length ?? acts.length)) {
    if (act.type === 'optInPath') {
      pixel.logAnalytics(
        act.consent ? { ...optIn(widget, 'positive', act.path), consent: act.consent } : optIn(widget, 'positive', act.path),
      );
    } else if (act.type === 'channel') {
      pixel.logWidgetEvent('click', { widget_id: widgetId, channelType: act.channelType });
      pixel.logAnalytics(optIn(widget, 'positive', LAUNCHER_CHANNEL_CLICKED));
    } else if (act.type === 'launcher') {
      pixel.logWidgetEvent(act.event, { widget_id: widgetId });
    } else {
      // Sent without the widget id, as it always was.
      pixel.logAnalytics({
        widgetType: widget.widgetType,
        type: 'optin',
        status: 'negative',
        statusDescription: NEGATIVE_STATUSES.pluginNotRendered,
      });
    }
  }
}

interface WidgetEventOptions {
  /** Whether the page's storage keeps what is written (the widget history, the pixel's queue). */
  persistent: boolean;
  /** Where a lost event is said; it must not break the act that caused it. */
  warn?: (message: string, error: unknown) => void;
}

export function trackWidgetEvents(
  store: Store,
  pixel: EventPixel & Pick<Pixel, 'onPageLeave'>,
  { persistent, warn = console.warn }: WidgetEventOptions,
): () => void {
  if (!persistent) {
    pixel.logAnalytics({ widgetType: '', type: 'impression', status: 'negative', statusDescription: NO_LOCAL_STORAGE_STATUS });
  }

  // The overlays opened since their last close, and whether leaving the page was reported for this opening.
  const open = new Map<string, Named & { leaveReported?: boolean }>();
  const overlays: readonly string[] = OVERLAY_WIDGET_TYPES;
  const stopCommits = watchInstanceCommits(store, (before, after, instanceId) => {
    const lifecycle = lifecycleEvents(before, after, instanceId);
    for (const { type, widget } of lifecycle) {
      if (type === 'open' && overlays.includes(widget.widgetType) && !after.instances.get(instanceId)?.preview)
        open.set(instanceId, widget);
      else if (type === 'close') open.delete(instanceId);
    }
    // A commit's events that the pixel fails to take are lost; the act that caused them, and the next commits, go on.
    try {
      tellWidgetEvents(pixel, before, after, instanceId, lifecycle);
    } catch (error) {
      warn(`${LOG_PREFIX} a widget event could not be logged:`, error);
    }
  });

  const stopLeave = pixel.onPageLeave(() => {
    const { ui } = store.getState();
    for (const [instanceId, widget] of open) {
      if (isOptedIn(ui.get(instanceId)) || widget.leaveReported) continue;
      open.set(instanceId, { ...widget, leaveReported: true });
      pixel.logAnalytics(optIn(widget, 'negative', NEGATIVE_STATUSES.pageLeaveWhileWidgetOpen));
    }
  });

  return () => {
    stopCommits();
    stopLeave();
  };
}
