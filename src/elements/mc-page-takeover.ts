/**
 * `<mc-page-takeover>`: The full-page overlay, simple or with a media background (docs/elements.md#mc-page-takeover).
 *
 * @fires mc:open, mc:close, mc:submit, mc:optin - bubbling and composed, `detail.widgetId`
 * @csspart see docs/elements.md
 */
import { PageTakeover } from '../react/widgets/page-takeover/PageTakeover';
import { defineWidgetElement } from './define-widget-element';

export const definePageTakeover = () => defineWidgetElement('mc-page-takeover', PageTakeover);

declare global {
  interface HTMLElementTagNameMap {
    'mc-page-takeover': HTMLElement;
  }
}
