/**
 * `<mc-bar>`: The bar across the top or bottom of the page (docs/elements.md#mc-bar).
 *
 * @fires mc:open, mc:close, mc:submit, mc:optin - bubbling and composed, `detail.widgetId`
 * @csspart see docs/elements.md
 */
import { Bar } from '../react/widgets/bar/Bar';
import type { UiHost } from '../runtime/ui-host';
import { defineWidgetElement } from './define-widget-element';

export const defineBar = (host?: UiHost) => defineWidgetElement('mc-bar', Bar, host);

declare global {
  interface HTMLElementTagNameMap {
    'mc-bar': HTMLElement;
  }
}
