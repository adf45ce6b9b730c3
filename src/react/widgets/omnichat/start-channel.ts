/**
 * What using a channel does besides following its link: the store is told (the pixel sends its
 * `click` event and the launcher channel's positive opt-in, intent: the visitor went to a messaging
 * app), and for SMS the SMS opt-in flow starts with the widget's keyword (the composer opens with it).
 */
import type { ResolvedWidget } from '../../../runtime/config';
import type { UiHost } from '../../../runtime/ui-host';
import { startSmsKeywordFlow } from '../../sms/keyword-flow';
import type { ChannelEntry } from './channel-links';

export function startChannel(host: UiHost, widget: ResolvedWidget, instanceId: string, entry: ChannelEntry): void {
  host.store.acted(instanceId, { type: 'channel', channelType: entry.type });
  if (entry.target.kind === 'sms') void startSmsKeywordFlow(host, widget, instanceId);
}
