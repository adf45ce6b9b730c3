/**
 * Turns a React view into a custom element whose view lives in an open shadow root.
 * Registration is idempotent, so a second copy of the UI chunk cannot raise a define error.
 */
import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { withWidgetRoot, type WidgetViewProps } from '../react/WidgetRoot';

export function defineWidgetElement(tag: string, View: ComponentType<WidgetViewProps>): void {
  if (customElements.get(tag)) return;
  const element = r2wc(withWidgetRoot(View), {
    shadow: 'open',
    props: { dataWidgetId: 'number', dataInstanceId: 'string' },
  });
  customElements.define(tag, element);
}
