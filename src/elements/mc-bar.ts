/**
 * `<mc-bar>`: The bar across the top or bottom of the page (docs/elements.md#mc-bar).
 *
 * @fires mc:open, mc:close, mc:submit, mc:optin - bubbling and composed, `detail.widgetId`
 * @csspart see docs/elements.md
 */
import { Bar } from '../react/widgets/bar/Bar';
import { defineWidgetElement } from './define-widget-element';

export const defineBar = () => defineWidgetElement('mc-bar', Bar);

declare global {
  interface HTMLElementTagNameMap {
    'mc-bar': HTMLElement;
  }
}
