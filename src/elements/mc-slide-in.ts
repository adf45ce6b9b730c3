/**
 * `<mc-slide-in>`: The slide-in card at one of six placements (docs/elements.md#mc-slide-in).
 *
 * @fires mc:open, mc:close, mc:submit, mc:optin - bubbling and composed, `detail.widgetId`
 * @csspart see docs/elements.md
 */
import { SlideIn } from '../react/widgets/slide-in/SlideIn';
import { defineWidgetElement } from './define-widget-element';

export const defineSlideIn = () => defineWidgetElement('mc-slide-in', SlideIn);

declare global {
  interface HTMLElementTagNameMap {
    'mc-slide-in': HTMLElement;
  }
}
