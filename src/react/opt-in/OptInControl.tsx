/**
 * The opt-in control of a card, by the widget's channel: the SMS card for `sms`, the Messenger
 * opt-in (plugin or fallback button) for everything else (`none` is treated as `fb`, docs/widgets.md#the-widget-record).
 * The control reports the instance rendered (host.rendered) and runs the submit flows.
 */
import { MessengerOptIn } from '../messenger/MessengerOptIn';
import { SmsOptIn } from '../sms/SmsOptIn';
import type { OptInProps } from './opt-in-props';

export function OptInControl(props: OptInProps) {
  return props.widget.channel === 'sms' ? <SmsOptIn {...props} /> : <MessengerOptIn {...props} />;
}
