/** The launcher's widget events (spec 2 §7 "Pixel events sent"; CONTRACT §2), each with the widget id. */
import { LOG_PREFIX } from '../../../runtime/constants';
import { getUiHost } from '../../ui-host-context';
import type { ChannelType } from './channels';

export type LauncherEvent = 'open' | 'close' | 'popover_close';

function send(event: string, payload: Record<string, unknown>): void {
  try {
    getUiHost().pixel.logWidgetEvent(event, payload);
  } catch (error) {
    // A lost event must not break the click that caused it.
    console.warn(`${LOG_PREFIX} the ${event} event could not be logged:`, error);
  }
}

export function logLauncherEvent(widgetId: number, event: LauncherEvent): void {
  send(event, { widget_id: widgetId });
}

export function logChannelClick(widgetId: number, channelType: ChannelType): void {
  send('click', { widget_id: widgetId, channelType });
}
