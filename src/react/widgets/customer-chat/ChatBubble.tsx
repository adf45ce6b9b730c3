/** The launcher's round button: opens and closes the greeting dialog. */
import { forwardRef } from '../../react-once';
import { CUSTOMER_CHAT_BUBBLE_LABEL } from '../../../runtime/constants';
import { MessengerIcon } from '../../messenger/MessengerIcon';
import * as styles from './styles';
import { useClassNames } from '../../use-class-names';

interface ChatBubbleProps {
  open: boolean;
  theme: string;
  dialogId: string;
  onToggle(): void;
}

export const ChatBubble = forwardRef<HTMLButtonElement, ChatBubbleProps>(function ChatBubble({ open, theme, dialogId, onToggle }, ref) {
  const cx = useClassNames();
  return (
    <button
      ref={ref}
      type="button"
      part="bubble"
      className={cx(styles.bubble)}
      style={{ background: styles.themed(theme) }}
      aria-label={CUSTOMER_CHAT_BUBBLE_LABEL}
      aria-expanded={open}
      aria-controls={open ? dialogId : undefined}
      onClick={onToggle}
    >
      <MessengerIcon size={30} />
    </button>
  );
});
