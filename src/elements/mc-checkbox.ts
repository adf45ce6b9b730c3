/**
 * `<mc-checkbox>`: the standalone messenger checkbox an owner places in a form (docs/elements.md#mc-checkbox); the
 * owner's own button submits it through `MC.getWidget(id).submit()`.
 *
 * @fires mc:open, mc:close, mc:submit, mc:optin - bubbling and composed, `detail.widgetId`
 * @csspart plugin (see docs/elements.md)
 */
import { chatKindView } from '../react/widgets/load-chat-kinds';
import { defineWidgetElement } from './define-widget-element';

/** A chunk of its own, imported when the first `<mc-checkbox>` renders (react/lazy-view.tsx). */
const Checkbox = chatKindView('Checkbox', 'the checkbox');

export const defineCheckbox = () => defineWidgetElement('mc-checkbox', Checkbox);

declare global {
  interface HTMLElementTagNameMap {
    'mc-checkbox': HTMLElement;
  }
}
