/**
 * The consent text under the SMS button (docs/elements.md#the-sms-card-any-card-kind-with-channel-sms), in the owner's legal-text colour.
 */
import { SMS_LEGAL_TEXT } from '../../runtime/constants';
import type { ResolvedWidget } from '../../runtime/config';
import { legal } from './sms-styles';
import { useClassNames } from '../use-class-names';

export function SmsLegal({ widget }: { widget: ResolvedWidget }) {
  const cx = useClassNames();
  return (
    <p part="sms-legal" className={cx(legal)} style={{ color: `var(--mc-legal-color, ${widget.data.main.colors.smsLegalText})` }}>
      {SMS_LEGAL_TEXT}
    </p>
  );
}
