/**
 * `<mc-page-takeover>`: The full-page overlay, simple or with a media background (docs/elements.md#mc-page-takeover).
 *
 * @fires mc:open, mc:close, mc:submit, mc:optin - bubbling and composed, `detail.widgetId`
 * @csspart see docs/elements.md
 */
import { PageTakeover } from '../react/widgets/page-takeover/PageTakeover';
import type { UiHost } from '../runtime/ui-host';
import { defineWidgetElement } from './define-widget-element';

export const definePageTakeover = (host?: UiHost) => defineWidgetElement('mc-page-takeover', PageTakeover, host);

declare global {
  interface HTMLElementTagNameMap {
    'mc-page-takeover': HTMLElement;
  }
}
