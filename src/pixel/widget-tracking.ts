/**
 * Turns the runtime's widget lifecycle into pixel events (spec 1 §7, §8; spec 2 §8): an impression
 * when an opening commits one, the opt-in cached in the session, and the negative statuses of a
 * widget that did not lead to an opt-in — closed by the visitor before asking to opt in
 * (`closed_without_optin_request`) or after asking but without the opt-in confirmed
 * (`closed_without_optedin`), or still open when the page was left (`page_leave_while_widget_open`).
 * Embeds (box, button, checkbox) are part of the page rather than opened over it, so only overlays
 * count as open when the page is left. Whether the visitor submitted and opted in is the store's to say (`statusOf`).
 */
import { NEGATIVE_STATUSES } from '../runtime/constants';
import { OVERLAY_WIDGET_TYPES } from '../runtime/kinds';
import type { Impression } from './index';
import type { Pixel } from './page-pixel';

/** What the runtime reports (its `LifecycleEvent`), reduced to what the pixel reads. */
export interface WidgetLifecycleEvent {
  type: 'open' | 'close' | 'submit' | 'optin';
  instanceId: string;
  widget: { widgetId: number; widgetType: string };
  /** On open: whether this opening committed an impression. */
  impression?: boolean;
  /** On close: whether the visitor closed it. */
  manual?: boolean;
}

type Subscribe = (listener: (event: WidgetLifecycleEvent) => void) => () => void;
/** Whether the visitor asked to opt in through an instance, and whether the opt-in came: the store's answer. */
export type InstanceStatus = (instanceId: string) => { submitted: boolean; optedIn: boolean } | undefined;
type TrackingPixel = Pick<Pixel, 'logAnalytics' | 'markOptedIn' | 'onPageLeave'> & { logImpression(impression: Impression): void };

interface OpenWidget {
  widgetId: number;
  widgetType: string;
  leaveReported: boolean;
}

export function trackWidgetEvents(pixel: TrackingPixel, subscribe: Subscribe, statusOf: InstanceStatus): () => void {
  const open = new Map<string, OpenWidget>();
  const overlays: readonly string[] = OVERLAY_WIDGET_TYPES;
  const reportNegative = ({ widgetId, widgetType }: { widgetId: number; widgetType: string }, statusDescription: string) =>
    pixel.logAnalytics({ widgetId, widgetType, type: 'optin', status: 'negative', statusDescription });

  const stopLifecycle = subscribe(({ type, instanceId, widget, impression, manual }) => {
    const state = open.get(instanceId);
    if (type === 'open') {
      open.set(instanceId, { widgetId: widget.widgetId, widgetType: widget.widgetType, leaveReported: false });
      if (impression) pixel.logImpression({ widgetId: widget.widgetId, widgetType: widget.widgetType, instanceId });
    } else if (type === 'optin') {
      pixel.markOptedIn();
    } else if (type === 'close') {
      open.delete(instanceId);
      const status = statusOf(instanceId);
      if (manual && state && !status?.optedIn) {
        reportNegative(widget, status?.submitted ? NEGATIVE_STATUSES.closedWithoutOptedIn : NEGATIVE_STATUSES.closedWithoutOptInRequest);
      }
    }
  });

  // Hiding a tab counts as leaving (it may never come back), so each open widget is reported once.
  const stopLeave = pixel.onPageLeave(() => {
    for (const [instanceId, state] of open) {
      if (statusOf(instanceId)?.optedIn || state.leaveReported || !overlays.includes(state.widgetType)) continue;
      state.leaveReported = true;
      reportNegative(state, NEGATIVE_STATUSES.pageLeaveWhileWidgetOpen);
    }
  });

  return () => {
    stopLifecycle();
    stopLeave();
  };
}
