/**
 * `<mc-customer-chat>`: the customer chat (spec 1 §2, spec 2 §4): the platform's chat plugin when its
 * SDK offers one, else our own launcher bubble with its greeting dialog.
 *
 * @fires mc:open, mc:close, mc:submit, mc:optin - bubbling and composed, `detail.widgetId`
 * @csspart chat, bubble, dialog, dialog-title, greeting, messenger-button, close, plugin (see docs/elements.md)
 */
import { CustomerChat } from '../react/widgets/customer-chat/CustomerChat';
import type { UiHost } from '../runtime/ui-host';
import { defineWidgetElement } from './define-widget-element';

export const defineCustomerChat = (host?: UiHost) => defineWidgetElement('mc-customer-chat', CustomerChat, host);

declare global {
  interface HTMLElementTagNameMap {
    'mc-customer-chat': HTMLElement;
  }
}
