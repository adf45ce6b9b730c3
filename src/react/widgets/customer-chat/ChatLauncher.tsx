/**
 * Our own customer chat (the platform ended its chat plugin): the bubble and its greeting dialog,
 * opened as the display mode and `minimized` say (chat-settings.ts), by the visitor, or by the
 * page API. `Escape` inside the launcher closes the dialog and gives focus to the bubble.
 */
import { messengerPageId } from '../../../runtime/config';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from '../../react-once';
import { buildMessengerLink } from '../../../runtime/builders/messenger-link';
import { isEscape } from '../../a11y/use-escape-close';
import { useSlice } from '../../use-store';
import { initialDialog, launcherGreeting, waitsForDelay } from './chat-settings';
import { ChatBubble } from './ChatBubble';
import { ChatDialog } from './ChatDialog';
import * as styles from './styles';
import type { ChatState } from './use-chat-state';
import { useClassNames } from '../../use-class-names';

/**
 * The `fade` display mode opens the dialog dialogDelay seconds (default 15) after the chat shows;
 * whatever the visitor or the page did meanwhile wins, since an explicit choice outranks the mode.
 */
function useFadeDelay(active: boolean, delaySeconds: number): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    if (!active || passed) return undefined;
    const timer = setTimeout(() => setPassed(true), delaySeconds * 1000);
    return () => clearTimeout(timer);
  }, [active, passed, delaySeconds]);
  return passed;
}

interface ChatLauncherProps {
  state: ChatState;
  preview: boolean;
}

export function ChatLauncher({ state, preview }: ChatLauncherProps) {
  const cx = useClassNames();
  const dialogId = `mc-chat-dialog${useId().replace(/:/g, '')}`;
  const bubbleRef = useRef<HTMLButtonElement>(null);
  const page = useSlice('app', messengerPageId);
  const pageName = useSlice('app', (app) => app.pageName);
  const { settings, chat, displayed, messengerRef, setDialog } = state;
  const shown = displayed || preview;
  const delayPassed = useFadeDelay(shown && chat.dialog === undefined && waitsForDelay(settings), settings.dialogDelay);

  if (!shown) return null;
  const open = chat.dialog ?? initialDialog(settings, delayPassed);
  const link = buildMessengerLink(page, messengerRef);

  const closeToBubble = () => {
    setDialog(false);
    bubbleRef.current?.focus({ preventScroll: true });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (open && isEscape(event)) {
      event.preventDefault();
      closeToBubble();
    }
  };

  return (
    <div
      part="chat"
      data-align={settings.align}
      data-display={settings.display}
      className={cx(styles.root(settings.align, preview))}
      onKeyDown={onKeyDown}
    >
      {/* The bubble first, so Tab goes from it into the dialog it opened; the reversed column shows the dialog above it. */}
      <ChatBubble ref={bubbleRef} open={open} theme={settings.theme} dialogId={dialogId} onToggle={() => setDialog(!open)} />
      {open && (
        <ChatDialog
          id={dialogId}
          pageName={pageName}
          greeting={launcherGreeting(settings)}
          theme={settings.theme}
          link={link}
          preview={preview}
          onClose={closeToBubble}
          onMessenger={state.messengerClicked}
        />
      )}
    </div>
  );
}
