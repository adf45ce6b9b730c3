/**
 * Turns a React view into a custom element whose view lives in an open shadow root, its root given
 * the UiHost the element was defined with: r2wc's core, rendering through the one shared React
 * root (shared-root.tsx). Registration is idempotent, so a second copy of the UI
 * chunk cannot raise a define error; defining a tag again hands its definition the new host.
 */
import r2wc from '@r2wc/core';
import type { ComponentType } from 'react';
import type { UiHost } from '../runtime/ui-host';
import { withWidgetRoot, type WidgetViewProps } from '../react/WidgetRoot';
import { sharedRenderer } from './shared-root';

/** How a tag defined before its host (`registerElements`) is handed one later. */
const PROVIDE_HOST = Symbol.for('mc.provideHost');

type WidgetElementClass = CustomElementConstructor & { [PROVIDE_HOST]?: (host: UiHost) => void };

export function defineWidgetElement(tag: string, View: ComponentType<WidgetViewProps>, host?: UiHost): void {
  const defined = customElements.get(tag) as WidgetElementClass | undefined;
  if (defined) {
    if (host) defined[PROVIDE_HOST]?.(host);
    return;
  }
  // This definition's host: undefined until the runtime hands one over, and its elements render nothing till then.
  let current = host;
  // r2wc types the container as an element; with `shadow` it is the shadow root (ElementProps).
  const Root = withWidgetRoot(View, () => current) as ComponentType<object>;
  const element = r2wc(
    Root,
    { shadow: 'open', props: { dataWidgetId: 'number', dataInstanceId: 'string' } },
    sharedRenderer,
  ) as WidgetElementClass;
  element[PROVIDE_HOST] = (next) => {
    current = next;
  };
  customElements.define(tag, element);
}
