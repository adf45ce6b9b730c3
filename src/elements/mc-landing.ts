/**
 * `<mc-landing>`: The whole-page landing widget (docs/elements.md#mc-landing).
 *
 * @fires mc:open, mc:close, mc:submit, mc:optin - bubbling and composed, `detail.widgetId`
 * @csspart see docs/elements.md
 */
import { Landing } from '../react/widgets/landing/Landing';
import { defineWidgetElement } from './define-widget-element';

export const defineLanding = () => defineWidgetElement('mc-landing', Landing);

declare global {
  interface HTMLElementTagNameMap {
    'mc-landing': HTMLElement;
  }
}
