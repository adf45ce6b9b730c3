/**
 * `<mc-box>`: The inline card an owner places in the page (docs/elements.md#mc-box).
 *
 * @fires mc:open, mc:close, mc:submit, mc:optin - bubbling and composed, `detail.widgetId`
 * @csspart see docs/elements.md
 */
import { Box } from '../react/widgets/box/Box';
import { defineWidgetElement } from './define-widget-element';

export const defineBox = () => defineWidgetElement('mc-box', Box);

declare global {
  interface HTMLElementTagNameMap {
    'mc-box': HTMLElement;
  }
}
