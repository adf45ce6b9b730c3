/**
 * The Messenger button shown when the platform's plugin cannot be (EU visitors, a blocked or slow
 * SDK) and in the owner preview: the Messenger mark and the owner's opt-in button text
 * (`Go to Messenger` only when the owner left it empty), linking to the page's messenger address
 * with this instance's ref. A click opens it in a new tab and submits as fallback. The preview shows
 * exactly what visitors see, the text editable in place.
 */
import type { KeyboardEvent, MouseEvent } from 'react';
import { LOG_PREFIX } from '../../runtime/constants';
import type { ResolvedWidget } from '../../runtime/config';
import { Editable } from '../preview/Editable';
import { MessengerIcon } from './MessengerIcon';
import { buttonStyle } from '../card/card-palette';
import { actionButton } from './opt-in-styles';
import { useMessengerLink } from './use-messenger-link';
import { optInButtonLabel } from './opt-in-button-label';
import { useClassNames } from '../use-class-names';

interface FallbackButtonProps {
  widget: ResolvedWidget;
  instanceId: string;
  preview: boolean;
  /** The fallback submit; the preview has none. */
  onSubmit?: () => void;
}

export function FallbackButton({ widget, instanceId, preview, onSubmit }: FallbackButtonProps) {
  const cx = useClassNames();
  const link = useMessengerLink(widget, instanceId);
  const { colors, optInButtonText } = widget.data.main;
  // In the preview the text is edited in place, so the button neither navigates nor submits.
  const href = preview ? null : link;

  const activate = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    if (preview) return;
    if (link) {
      try {
        window.open(link, '_blank', 'noopener');
      } catch (error) {
        console.error(`${LOG_PREFIX} the messenger link could not be opened`, error);
      }
    }
    onSubmit?.();
  };

  // Without a page id there is no link, yet the button still submits: it must act as a button.
  const asButton = !href && !preview;
  const onKeyDown = asButton
    ? (event: KeyboardEvent<HTMLAnchorElement>) => {
        if (event.key === 'Enter' || event.key === ' ') activate(event);
      }
    : undefined;

  return (
    <a
      part="fallback-button"
      className={cx(actionButton)}
      style={buttonStyle(colors)}
      href={href ?? undefined}
      target={href ? '_blank' : undefined}
      rel={href ? 'noopener' : undefined}
      role={asButton ? 'button' : undefined}
      tabIndex={asButton ? 0 : undefined}
      onClick={activate}
      onKeyDown={onKeyDown}
    >
      <MessengerIcon />
      <Editable widgetId={widget.widgetId} field="main.optInButtonText" value={optInButtonLabel(optInButtonText)} preview={preview} />
    </a>
  );
}
