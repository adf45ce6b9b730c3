/**
 * Which customer chat this visitor gets (docs/elements.md#mc-customer-chat): the platform's plugin when its SDK loads and
 * offers `FB.CustomerChat`, otherwise (no SDK, an SDK that failed or is too slow, one without the
 * plugin, a visitor in the EU) our own launcher with the same settings. The owner preview always
 * shows the launcher and loads nothing.
 */
import { useEffect, useState } from '../../react-once';
import type { RenderReason } from '../../../runtime/constants';
import type { FbSdk } from '../../../runtime/sdk/fb-sdk';
import { readRenderTimeout } from '../../messenger/render-timeout';
import { useUiHost } from '../../ui-host-context';
import { useSlice } from '../../use-store';
import { customerChatOf, type FbCustomerChat } from './customer-chat-sdk';

export type ChatPath =
  { kind: 'pending' } | { kind: 'plugin'; fb: FbSdk; chat: FbCustomerChat } | { kind: 'launcher'; reason: RenderReason };

const PENDING: ChatPath = { kind: 'pending' };
const PREVIEW: ChatPath = { kind: 'launcher', reason: 'normal' };
const EU: ChatPath = { kind: 'launcher', reason: 'EU' };
const FALLBACK: ChatPath = { kind: 'launcher', reason: 'timeout' };

export function useChatPath(instanceId: string, preview: boolean): { path: ChatPath; fallBack(): void } {
  const { fbSdk } = useUiHost();
  const isEuAffected = useSlice('app', (app) => app.isEuAffected);
  const [loaded, setLoaded] = useState<ChatPath>(PENDING);

  const skipSdk = preview || isEuAffected;
  useEffect(() => {
    if (skipSdk) return undefined;
    let active = true;
    const decide = (path: ChatPath) => {
      if (!active) return;
      active = false;
      clearTimeout(timer);
      setLoaded(path);
    };
    // A script that hangs must not keep the chat away: after the render time-out our launcher shows.
    const timer = setTimeout(() => decide(FALLBACK), readRenderTimeout());
    fbSdk().then(
      (fb) => {
        const chat = customerChatOf(fb);
        decide(chat ? { kind: 'plugin', fb, chat } : FALLBACK);
      },
      () => decide(FALLBACK),
    );
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [fbSdk, instanceId, skipSdk]);

  const path = preview ? PREVIEW : isEuAffected ? EU : loaded;
  return { path, fallBack: () => setLoaded(FALLBACK) };
}
