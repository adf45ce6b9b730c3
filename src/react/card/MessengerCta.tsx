/**
 * The submitted card's link to the messenger, with this instance's ref (spec 1 §2), opening in a
 * new tab. Its text is the submitted cta text, or "Go to Messenger" when the owner left it empty.
 */
import { css } from '@emotion/react';
import type { ResolvedWidget } from '../../runtime/config';
import { FALLBACK_MESSENGER_LINK_TEXT } from '../../runtime/constants';
import { safeUrl } from '../../runtime/url-safety';
import { useMessengerLink } from '../messenger/use-messenger-link';
import { Editable } from '../preview/Editable';

const cta = css`
  display: inline-block;
  padding: 10px 20px;
  border-radius: 6px;
  font-size: 15px;
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
`;

export interface MessengerCtaProps {
  widget: ResolvedWidget;
  instanceId: string;
  preview: boolean;
  background?: string;
  color?: string;
}

export function MessengerCta({ widget, instanceId, preview, background, color }: MessengerCtaProps) {
  const href = safeUrl(useMessengerLink(widget, instanceId));
  if (!href) return null;
  const text = widget.data.submitted.ctaText || FALLBACK_MESSENGER_LINK_TEXT;
  return (
    <a part="cta" href={href} target="_blank" rel="noopener noreferrer" css={cta} style={{ background, color }}>
      <Editable widgetId={widget.widgetId} field="submitted.ctaText" value={text} preview={preview} />
    </a>
  );
}
