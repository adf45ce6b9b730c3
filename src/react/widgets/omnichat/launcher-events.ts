/** The launcher's widget events (docs/pixel.md#event-bodies), each with the widget id. */
import { LOG_PREFIX } from '../../../runtime/constants';
import type { UiPixel } from '../../../runtime/ui-host';
import type { ChannelType } from './channels';

export type LauncherEvent = 'open' | 'close' | 'popover_close';

function send(pixel: UiPixel, event: string, payload: Record<string, unknown>): void {
  try {
    pixel.logWidgetEvent(event, payload);
  } catch (error) {
    // A lost event must not break the click that caused it.
    console.warn(`${LOG_PREFIX} the ${event} event could not be logged:`, error);
  }
}

export function logLauncherEvent(pixel: UiPixel, widgetId: number, event: LauncherEvent): void {
  send(pixel, event, { widget_id: widgetId });
}

export function logChannelClick(pixel: UiPixel, widgetId: number, channelType: ChannelType): void {
  send(pixel, 'click', { widget_id: widgetId, channelType });
}
