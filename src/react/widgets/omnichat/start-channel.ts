/**
 * What using a channel does besides following its link: the `click` event with its channel type,
 * and for SMS the SMS opt-in flow with the widget's keyword (the composer opens with it).
 */
import type { ResolvedWidget } from '../../../runtime/config';
import { startSmsKeywordFlow } from '../../sms/keyword-flow';
import type { ChannelEntry } from './channel-links';
import { logChannelClick } from './launcher-events';

export function startChannel(widget: ResolvedWidget, instanceId: string, entry: ChannelEntry): void {
  logChannelClick(widget.widgetId, entry.type);
  if (entry.target.kind === 'sms') void startSmsKeywordFlow(widget, instanceId);
}
