/**
 * A customer chat's state as both of its views read it: the settings with the page's greetings
 * over the widget's, the page's requests (store, `instances[id].chat`) and the messenger ref with
 * the payload the page set.
 */
import { useMemo } from '../../react-once';
import type { ResolvedWidget } from '../../../runtime/config';
import { EMPTY_CHAT, type CustomerChatState } from '../../../runtime/store';
import { useMessengerRef } from '../../messenger/use-messenger-link';
import { useSanitizerLoaded } from '../../sanitize';
import { useUiHost } from '../../ui-host-context';
import { useDisplayed, useInstance } from '../../use-store';
import { readChatSettings, type ChatSettings } from './chat-settings';

export interface ChatState {
  settings: ChatSettings;
  chat: CustomerChatState;
  messengerRef: string;
  displayed: boolean;
  /** The visitor (or the plugin) opened or closed the dialog. */
  setDialog(open: boolean): void;
  /** The visitor followed the dialog's link to Messenger, the launcher's one channel. */
  messengerClicked(): void;
}

export function useChatState(widget: ResolvedWidget, instanceId: string): ChatState {
  const { store } = useUiHost();
  const chat = useInstance(instanceId, ({ instance }) => instance?.chat ?? EMPTY_CHAT);
  const displayed = useDisplayed(instanceId);
  const messengerRef = useMessengerRef(widget, instanceId);
  // Greetings with markup read again once DOMPurify is in (until then, their words without tags).
  const sanitizerLoaded = useSanitizerLoaded();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `sanitizerLoaded` stands for the module's sanitiser, which readChatSettings reads
  const settings = useMemo(() => readChatSettings(widget.data.setup, chat), [widget, chat, sanitizerLoaded]);
  return {
    settings,
    chat,
    messengerRef,
    displayed,
    setDialog: (open) => store.chatChanged(instanceId, { dialog: open }),
    messengerClicked: () => store.acted(instanceId, { type: 'channel', channelType: 'messenger' }),
  };
}
