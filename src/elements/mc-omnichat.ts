/**
 * `<mc-omnichat>`: the omni-channel launcher bubble and its panel (spec 2 §2, §4).
 *
 * @fires mc:open, mc:close, mc:submit, mc:optin - bubbling and composed, `detail.widgetId`
 * @csspart launcher, bubble, panel, popover, popover-text, popover-close, channel, channels,
 *   greeting, greeting-headline, greeting-text, legal, close, overlay (see docs/elements.md)
 */
import { Omnichat } from '../react/widgets/omnichat/Omnichat';
import type { UiHost } from '../runtime/ui-host';
import { defineWidgetElement } from './define-widget-element';

export const defineOmnichat = (host?: UiHost) => defineWidgetElement('mc-omnichat', Omnichat, host);

declare global {
  interface HTMLElementTagNameMap {
    'mc-omnichat': HTMLElement;
  }
}
