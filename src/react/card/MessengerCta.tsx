/**
 * The submitted card's link to the messenger, with this instance's ref (docs/widgets.md#card-content), opening in a
 * new tab. Its text is the submitted cta text, or "Go to Messenger" when the owner left it empty.
 */
import type { ResolvedWidget } from '../../runtime/config';
import { FALLBACK_MESSENGER_LINK_TEXT } from '../../runtime/constants';
import { useMessengerLink } from '../messenger/use-messenger-link';
import { Editable } from '../preview/Editable';
import { ctaPill } from '../../../styles/base';
import { MessengerIcon } from '../messenger/MessengerIcon';
import { useClassNames } from '../use-class-names';

interface MessengerCtaProps {
  widget: ResolvedWidget;
  instanceId: string;
  preview: boolean;
  background?: string;
  color?: string;
}

export function MessengerCta({ widget, instanceId, preview, background, color }: MessengerCtaProps) {
  const cx = useClassNames();
  const href = useMessengerLink(widget, instanceId);
  if (!href) return null;
  const text = widget.data.submitted.ctaText || FALLBACK_MESSENGER_LINK_TEXT;
  return (
    <a part="cta" href={href} target="_blank" rel="noopener noreferrer" className={cx(ctaPill)} style={{ background, color }}>
      <MessengerIcon />
      <Editable widgetId={widget.widgetId} field="submitted.ctaText" value={text} preview={preview} />
    </a>
  );
}
