/**
 * Every opt-in path says so with the spec's analytics event (`type: 'optin'`, `status: 'positive'`)
 * and a description naming the path (POSITIVE_STATUSES): the dashboard counts the confirmed ones as
 * opt-ins and shows the intent (a link or an app opened) apart. A lost event must not break the
 * opt-in that caused it.
 */
import { LOG_PREFIX, type PositiveStatus } from '../../runtime/constants';
import type { UiPixel } from '../../runtime/ui-host';

export function reportOptIn(pixel: Pick<UiPixel, 'logAnalytics'>, widget: { widgetId: number; widgetType: string }, path: PositiveStatus): void {
  try {
    pixel.logAnalytics({ widgetId: widget.widgetId, widgetType: widget.widgetType, type: 'optin', status: 'positive', statusDescription: path });
  } catch (error) {
    console.warn(`${LOG_PREFIX} the opt-in event could not be logged:`, error);
  }
}
