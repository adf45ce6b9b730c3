/**
 * `<mc-customer-chat>`: the customer chat (docs/elements.md#mc-customer-chat): the platform's chat plugin when its
 * SDK offers one, else our own launcher bubble with its greeting dialog.
 *
 * @fires mc:open, mc:close, mc:submit, mc:optin - bubbling and composed, `detail.widgetId`
 * @csspart chat, bubble, dialog, dialog-title, greeting, messenger-button, close, plugin (see docs/elements.md)
 */
import { chatKindView } from '../react/widgets/load-chat-kinds';
import { defineWidgetElement } from './define-widget-element';

/** A chunk of its own, imported when the first `<mc-customer-chat>` renders (react/lazy-view.tsx). */
const CustomerChat = chatKindView('CustomerChat', 'the customer chat');

export const defineCustomerChat = () => defineWidgetElement('mc-customer-chat', CustomerChat);

declare global {
  interface HTMLElementTagNameMap {
    'mc-customer-chat': HTMLElement;
  }
}
