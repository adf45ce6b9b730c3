/**
 * The platform's customer chat plugin (docs/elements.md#mc-customer-chat): `div.fb-customerchat` with the widget's settings,
 * parsed by the SDK, then kept in step with the store (use-plugin-sync.ts). A plugin that has not
 * loaded within the render time-out (the SDK still ships `FB.CustomerChat`, but Meta ended the
 * plugin) gives way to our own launcher.
 */
import { messengerPageId } from '../../../runtime/config';
import { useCallback, useEffect, useRef, useState } from '../../react-once';
import { LOG_PREFIX } from '../../../runtime/constants';
import type { FbSdk } from '../../../runtime/sdk/fb-sdk';
import { readRenderTimeout } from '../../messenger/render-timeout';
import { useSlice } from '../../use-store';
import { customerChatAttributes } from './chat-settings';
import { CUSTOMER_CHAT_EVENTS, type FbCustomerChat } from './customer-chat-sdk';
import * as styles from './styles';
import type { ChatState } from './use-chat-state';
import { usePluginSync } from './use-plugin-sync';
import { useClassNames } from '../../use-class-names';

interface CustomerChatPluginProps {
  fb: FbSdk;
  chat: FbCustomerChat;
  state: ChatState;
  /** The plugin did not load: our launcher takes over. */
  onGiveUp(): void;
}

export function CustomerChatPlugin({ fb, chat, state, onGiveUp }: CustomerChatPluginProps) {
  const cx = useClassNames();
  const page = useSlice('app', messengerPageId);
  const wrapper = useRef<HTMLDivElement>(null);
  // The markup carries the settings of the moment it is parsed; later changes go through update().
  const [attributes] = useState(() => customerChatAttributes(state.settings, page, state.messengerRef));
  const applyAttributes = useCallback(
    (element: HTMLDivElement | null) => {
      if (element) for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    },
    [attributes],
  );
  const giveUpRef = useRef(onGiveUp);
  giveUpRef.current = onGiveUp;

  useEffect(() => {
    const element = wrapper.current;
    if (!element) return undefined;
    let loaded = false;
    const onLoad = () => {
      loaded = true;
    };
    const timer = setTimeout(() => {
      if (!loaded && !element.querySelector('iframe')) giveUpRef.current();
    }, readRenderTimeout());
    try {
      fb.Event.subscribe(CUSTOMER_CHAT_EVENTS.load, onLoad);
      fb.XFBML.parse(element);
    } catch (error) {
      console.warn(`${LOG_PREFIX} the customer chat plugin could not be parsed`, error);
      clearTimeout(timer);
      giveUpRef.current();
    }
    return () => {
      clearTimeout(timer);
      try {
        fb.Event.unsubscribe(CUSTOMER_CHAT_EVENTS.load, onLoad);
      } catch {
        // An SDK that cannot unsubscribe calls a handler that only sets a local flag.
      }
    };
  }, [fb]);

  usePluginSync(fb, chat, state);

  return (
    <div part="plugin" ref={wrapper} className={cx(styles.plugin)}>
      <div className="fb-customerchat" ref={applyAttributes} />
    </div>
  );
}
