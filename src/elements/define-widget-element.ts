/**
 * Turns a React view into a custom element whose view lives in an open shadow root: r2wc's core,
 * rendering through the one shared React root (shared-root.tsx). The view's root asks for the UI
 * host of its instance (host-request.ts). Registration is idempotent, so a second copy of the UI
 * chunk cannot raise a define error.
 */
import r2wc from '@r2wc/core';
import type { ComponentType } from 'react';
import { withWidgetRoot, type WidgetViewProps } from '../react/WidgetRoot';
import { sharedRenderer } from './shared-root';

/** Each tag's root view, as this copy of the UI defined it (a rehearsal draws it without an element: rehearsal.ts). */
export const rootViews = new Map<string, ReturnType<typeof withWidgetRoot>>();

export function defineWidgetElement(tag: string, View: ComponentType<WidgetViewProps>): void {
  if (customElements.get(tag)) return;
  // r2wc types the container as an element; with `shadow` it is the shadow root (ElementProps).
  const Root = withWidgetRoot(View);
  rootViews.set(tag, Root);
  customElements.define(
    tag,
    r2wc(Root as ComponentType<object>, { shadow: 'open', props: { dataWidgetId: 'number', dataInstanceId: 'string' } }, sharedRenderer),
  );
}
