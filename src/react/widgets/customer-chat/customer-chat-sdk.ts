/**
 * The platform's customer chat plugin as its SDK exposed it (`FB.CustomerChat`, docs/elements.md#mc-customer-chat). Meta
 * ended the plugin in May 2024, so today's SDK may lack it: then our own launcher stands in.
 */
import type { FbSdk } from '../../../runtime/sdk/fb-sdk';

export interface FbCustomerChat {
  show(shouldShowDialog?: boolean): void;
  hide(): void;
  showDialog(): void;
  hideDialog(): void;
  update(fields: Record<string, string>): void;
}

/** The plugin's events (subscribed through `FB.Event`). */
export const CUSTOMER_CHAT_EVENTS = {
  load: 'customerchat.load',
  dialogShow: 'customerchat.dialogShow',
  dialogHide: 'customerchat.dialogHide',
} as const;

const METHODS = ['show', 'hide', 'showDialog', 'hideDialog', 'update'] as const;

/** `FB.CustomerChat` when the SDK offers the whole plugin, else null. */
export function customerChatOf(fb: FbSdk | null | undefined): FbCustomerChat | null {
  const chat = (fb as { CustomerChat?: unknown } | null | undefined)?.CustomerChat as Partial<FbCustomerChat> | null | undefined;
  if (typeof chat !== 'object' || chat === null) return null;
  return METHODS.every((name) => typeof chat[name] === 'function') ? (chat as FbCustomerChat) : null;
}
