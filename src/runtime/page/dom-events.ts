/**
 * What owners script and style against (docs/page-api.md#elements-attributes-and-events): a `data-state` attribute on every element
 * (`hidden`, `open`, `closed`, `submitted`) and bubbling, composed `mc:open`, `mc:close`,
 * `mc:submit` and `mc:optin` events with `detail.widgetId`.
 */
import { DOM_EVENTS } from '../constants';
import type { LifecycleEvent } from '../lifecycle';

type WidgetState = 'hidden' | 'open' | 'closed' | 'submitted';

const STATE_AFTER: Record<LifecycleEvent['type'], WidgetState | undefined> = {
  open: 'open',
  close: 'closed',
  submit: 'submitted',
  optin: undefined,
};

export function setWidgetState(element: Element, state: WidgetState): void {
  if (element.getAttribute('data-state') !== state) element.setAttribute('data-state', state);
}

export function reflectLifecycle(element: Element, event: LifecycleEvent, submitted: boolean): void {
  const next = STATE_AFTER[event.type];
  // A submitted widget stays "submitted" when it later closes.
  if (next) setWidgetState(element, submitted && next === 'closed' ? 'submitted' : next);
  const detail: Record<string, unknown> = { widgetId: event.widget.widgetId };
  if (event.type === 'close') detail['manual'] = event.manual === true;
  element.dispatchEvent(new CustomEvent(DOM_EVENTS[event.type], { bubbles: true, composed: true, detail }));
}
