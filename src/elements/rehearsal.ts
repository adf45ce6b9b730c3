/**
 * A widget that waits for its trigger (a delay, scrolling, exit intent, an anchor) is drawn once
 * ahead of it, while the browser is idle: hidden, in an element that is never placed, through the
 * host the page stage made for it (runtime/rehearsal.ts), then unmounted. The code its first render
 * runs (React's reconciler and the views) is then compiled and its kind's styles are in their
 * sheet, so the trigger only draws (docs/architecture.md#layers).
 */
import { createElement } from '../react/react-once';
import { elementTag, type RenderedWidgetType } from '../runtime/kinds';
import type { Rehearsal } from '../runtime/ui-host';
import { rootViews } from './define-widget-element';
import { rehearse } from './shared-root';

/** Draws each rehearsal once, one after the other. Resolves once all are unmounted. */
export async function rehearseWidgets(rehearsals: readonly Rehearsal[]): Promise<void> {
  for (const { widget, instanceId, host } of rehearsals) {
    const tag = elementTag(widget.widgetType as RenderedWidgetType);
    const Root = rootViews.get(tag);
    if (!Root) continue;
    // r2wc attaches the element's shadow root as it is made; an element never placed never renders by itself.
    const container = document.createElement(tag).shadowRoot ?? undefined;
    await rehearse(createElement(Root, { dataWidgetId: widget.widgetId, dataInstanceId: instanceId, container, host }));
  }
}
