/**
 * The opt-in control of a card, by the widget's channel: the SMS card for `sms`, the Messenger
 * opt-in (plugin or fallback button) for everything else (`none` is treated as `fb`, docs/widgets.md#the-widget-record).
 * The control reports the instance rendered (host.rendered) and runs the submit flows.
 */
import { memo } from '../react-once';
import { MessengerOptIn } from '../messenger/MessengerOptIn';
import { SmsOptIn } from '../sms/SmsOptIn';
import type { OptInProps } from './opt-in-props';

/**
 * Drawn again only when its widget, instance or preview changes: the card around it renders again
 * as the widget opens, and the control (the messenger plugin's lifecycle, the SMS form) has nothing
 * to change then.
 */
export const OptInControl = memo(function OptInControl(props: OptInProps) {
  return props.widget.channel === 'sms' ? <SmsOptIn {...props} /> : <MessengerOptIn {...props} />;
});
