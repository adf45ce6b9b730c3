/**
 * What using a channel does besides following its link: the `click` event with its channel type,
 * the positive opt-in event of a launcher channel (intent: the visitor went to a messaging app),
 * and for SMS the SMS opt-in flow with the widget's keyword (the composer opens with it).
 */
import { POSITIVE_STATUSES } from '../../../runtime/constants';
import type { ResolvedWidget } from '../../../runtime/config';
import { reportOptIn } from '../../opt-in/report-opt-in';
import type { UiHost } from '../../../runtime/ui-host';
import { startSmsKeywordFlow } from '../../sms/keyword-flow';
import type { ChannelEntry } from './channel-links';
import { logChannelClick } from './launcher-events';

export function startChannel(host: UiHost, widget: ResolvedWidget, instanceId: string, entry: ChannelEntry): void {
  logChannelClick(host.pixel, widget.widgetId, entry.type);
  reportOptIn(host.pixel, widget, POSITIVE_STATUSES.launcherChannelClicked);
  if (entry.target.kind === 'sms') void startSmsKeywordFlow(host, widget, instanceId);
}
