/**
 * The consent text under the SMS button (docs/elements.md#the-sms-card-any-card-kind-with-channel-sms), in the owner's legal-text colour.
 */
import { SMS_LEGAL_TEXT } from '../../runtime/constants';
import type { ResolvedWidget } from '../../runtime/config';
import { legal } from './sms-styles';

export function SmsLegal({ widget }: { widget: ResolvedWidget }) {
  return (
    <p part="sms-legal" css={legal} style={{ color: `var(--mc-legal-color, ${widget.data.main.colors.smsLegalText})` }}>
      {SMS_LEGAL_TEXT}
    </p>
  );
}
