/**
 * Keeps the platform's plugin in step with the store (docs/elements.md#mc-customer-chat): the chat shown or hidden as the
 * runtime displays it, the dialog opened or closed as the page or the visitor asked, and the ref
 * (with the page's payload) and greetings sent through `FB.CustomerChat.update` 100 ms after the
 * dialog shows (the plugin takes updates only then), or 100 ms after a change while it is shown.
 * The plugin's own dialog events are written back, so the store stays true to what the visitor sees.
 */
import { useEffect, useRef } from '../../react-once';
import { CUSTOMER_CHAT_UPDATE_DEFER_MS, LOG_PREFIX } from '../../../runtime/constants';
import type { FbSdk } from '../../../runtime/sdk/fb-sdk';
import { startsHidden } from './chat-settings';
import { CUSTOMER_CHAT_EVENTS, type FbCustomerChat } from './customer-chat-sdk';
import type { ChatState } from './use-chat-state';

function call(what: string, run: () => void): void {
  try {
    run();
  } catch (error) {
    console.warn(`${LOG_PREFIX} FB.CustomerChat.${what} failed`, error);
  }
}

export function usePluginSync(fb: FbSdk, chat: FbCustomerChat, state: ChatState): void {
  const { displayed, messengerRef, settings, setDialog } = state;
  const dialog = state.chat.dialog;
  const { loggedInGreeting, loggedOutGreeting } = state.chat;

  const latestRef = useRef({ messengerRef, settings, pageGreetings: { loggedInGreeting, loggedOutGreeting }, setDialog });
  latestRef.current = { messengerRef, settings, pageGreetings: { loggedInGreeting, loggedOutGreeting }, setDialog };
  const dialogShownRef = useRef(false);
  const appliedDialogRef = useRef<boolean | undefined>(undefined);
  const visibleRef = useRef(true);
  const everDisplayedRef = useRef(false);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  /** update() with the current ref and the greetings the page set (the widget's own are in the markup). */
  const scheduleUpdate = useRef(() => {
    clearTimeout(timerRef.current);
    timerRef.current = setTimeout(() => {
      const { messengerRef: ref, settings: current, pageGreetings } = latestRef.current;
      const fields: Record<string, string> = { ref };
      if (pageGreetings.loggedInGreeting !== undefined) fields['logged_in_greeting'] = current.loggedInGreeting;
      if (pageGreetings.loggedOutGreeting !== undefined) fields['logged_out_greeting'] = current.loggedOutGreeting;
      call('update', () => chat.update(fields));
    }, CUSTOMER_CHAT_UPDATE_DEFER_MS);
  });

  useEffect(() => {
    const onShow = () => {
      dialogShownRef.current = true;
      appliedDialogRef.current = true;
      latestRef.current.setDialog(true);
      scheduleUpdate.current();
    };
    const onHide = () => {
      dialogShownRef.current = false;
      appliedDialogRef.current = false;
      latestRef.current.setDialog(false);
    };
    call('events', () => {
      fb.Event.subscribe(CUSTOMER_CHAT_EVENTS.dialogShow, onShow);
      fb.Event.subscribe(CUSTOMER_CHAT_EVENTS.dialogHide, onHide);
    });
    return () => {
      clearTimeout(timerRef.current);
      call('events', () => {
        fb.Event.unsubscribe(CUSTOMER_CHAT_EVENTS.dialogShow, onShow);
        fb.Event.unsubscribe(CUSTOMER_CHAT_EVENTS.dialogHide, onHide);
      });
    };
  }, [fb]);

  // The parsed plugin shows as its markup says; it is hidden only when the runtime closes the chat,
  // or from the start for `minimized: "hidden"` until the page opens it.
  const hideAtStart = startsHidden(settings);
  useEffect(() => {
    if (displayed) everDisplayedRef.current = true;
    else if (!everDisplayedRef.current && !hideAtStart) return;
    if (displayed === visibleRef.current) return;
    visibleRef.current = displayed;
    if (displayed) call('show', () => chat.show(dialog === true));
    else call('hide', () => chat.hide());
    // A change of the dialog flag alone ends at the check above (the chat is as displayed says); the
    // flag is read here only as it is when the chat shows, and its own changes are handled below.
  }, [displayed, hideAtStart, chat, dialog]);

  useEffect(() => {
    if (dialog === undefined || dialog === appliedDialogRef.current) return;
    appliedDialogRef.current = dialog;
    if (dialog) call('showDialog', () => chat.showDialog());
    else call('hideDialog', () => chat.hideDialog());
  }, [dialog, chat]);

  // A new ref or greeting reaches the plugin at once when its dialog is shown, else at its next showing.
  useEffect(() => {
    if (dialogShownRef.current) scheduleUpdate.current();
  }, [messengerRef, loggedInGreeting, loggedOutGreeting]);
}
