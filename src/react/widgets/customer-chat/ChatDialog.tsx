/**
 * The launcher's greeting dialog: the page's name, the greeting (plain text) and the button that
 * opens the page's messenger address, with this instance's ref, in a new tab.
 */
import type { MouseEvent } from 'react';
import { CUSTOMER_CHAT_DIALOG_FALLBACK_TITLE, FALLBACK_MESSENGER_LINK_TEXT, LOG_PREFIX } from '../../../runtime/constants';
import { CloseButton } from '../../card/CloseButton';
import { MessengerIcon } from '../../messenger/MessengerIcon';
import * as styles from './styles';
import { useClassNames } from '../../use-class-names';

interface ChatDialogProps {
  id: string;
  pageName: string;
  greeting: string;
  theme: string;
  /** The messenger link, already checked by safeUrl; null without a page to link to. */
  link: string | null;
  preview: boolean;
  onClose(): void;
  onMessenger(): void;
}

export function ChatDialog({ id, pageName, greeting, theme, link, preview, onClose, onMessenger }: ChatDialogProps) {
  const cx = useClassNames();
  const titleId = `${id}-title`;
  const open = (event: MouseEvent) => {
    event.preventDefault();
    if (preview || !link) return;
    try {
      window.open(link, '_blank', 'noopener');
    } catch (error) {
      console.error(`${LOG_PREFIX} the messenger link could not be opened`, error);
    }
    onMessenger();
  };
  return (
    <div id={id} part="dialog" role="dialog" aria-labelledby={titleId} className={cx(styles.dialog)}>
      <CloseButton onClose={onClose} />
      <h2 id={titleId} part="dialog-title" className={cx(styles.title)}>
        {pageName.trim() || CUSTOMER_CHAT_DIALOG_FALLBACK_TITLE}
      </h2>
      <p part="greeting" className={cx(styles.greeting)}>
        {greeting}
      </p>
      {link && (
        <a
          part="messenger-button"
          className={cx(styles.messengerButton)}
          style={{ background: styles.themed(theme), color: styles.themeLabel(theme) }}
          href={link}
          target="_blank"
          rel="noopener"
          onClick={open}
        >
          <MessengerIcon />
          <span>{FALLBACK_MESSENGER_LINK_TEXT}</span>
        </a>
      )}
    </div>
  );
}
