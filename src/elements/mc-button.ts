/**
 * `<mc-button>`: The inline opt-in button an owner places in the page (docs/elements.md#mc-button).
 *
 * @fires mc:open, mc:close, mc:submit, mc:optin - bubbling and composed, `detail.widgetId`
 * @csspart see docs/elements.md
 */
import { Button } from '../react/widgets/button/Button';
import type { UiHost } from '../runtime/ui-host';
import { defineWidgetElement } from './define-widget-element';

export const defineButton = (host?: UiHost) => defineWidgetElement('mc-button', Button, host);

declare global {
  interface HTMLElementTagNameMap {
    'mc-button': HTMLElement;
  }
}
