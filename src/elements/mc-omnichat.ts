/**
 * `<mc-omnichat>`: the omni-channel launcher bubble and its panel (docs/elements.md#mc-omnichat).
 *
 * @fires mc:open, mc:close, mc:submit, mc:optin - bubbling and composed, `detail.widgetId`
 * @csspart launcher, bubble, panel, popover, popover-text, popover-close, channel, channels,
 *   greeting, greeting-headline, greeting-text, legal, close, overlay (see docs/elements.md)
 */
import { chatKindView } from '../react/widgets/load-chat-kinds';
import { defineWidgetElement } from './define-widget-element';

/** A chunk of its own, imported when the first `<mc-omnichat>` renders (react/lazy-view.tsx). */
const Omnichat = chatKindView('Omnichat', 'the launcher');

export const defineOmnichat = () => defineWidgetElement('mc-omnichat', Omnichat);

declare global {
  interface HTMLElementTagNameMap {
    'mc-omnichat': HTMLElement;
  }
}
