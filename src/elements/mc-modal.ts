/**
 * `<mc-modal>`: The modal pop-up over a dimmed page (docs/elements.md#mc-modal).
 *
 * @fires mc:open, mc:close, mc:submit, mc:optin - bubbling and composed, `detail.widgetId`
 * @csspart see docs/elements.md
 */
import { Modal } from '../react/widgets/modal/Modal';
import { defineWidgetElement } from './define-widget-element';

export const defineModal = () => defineWidgetElement('mc-modal', Modal);

declare global {
  interface HTMLElementTagNameMap {
    'mc-modal': HTMLElement;
  }
}
