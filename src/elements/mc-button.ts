/**
 * `<mc-button>`: The inline opt-in button an owner places in the page (docs/elements.md#mc-button).
 *
 * @fires mc:open, mc:close, mc:submit, mc:optin - bubbling and composed, `detail.widgetId`
 * @csspart see docs/elements.md
 */
import { Button } from '../react/widgets/button/Button';
import { defineWidgetElement } from './define-widget-element';

export const defineButton = () => defineWidgetElement('mc-button', Button);

declare global {
  interface HTMLElementTagNameMap {
    'mc-button': HTMLElement;
  }
}
