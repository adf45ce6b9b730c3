/**
 * Turns a React view into a custom element whose view lives in an open shadow root.
 * Registration is idempotent, so a second copy of the UI chunk cannot raise a define error.
 */
import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { startFbSdkFor } from '../react/messenger/start-sdk-early';
import { findUiHost } from '../react/ui-host-context';
import { withWidgetRoot, type WidgetViewProps } from '../react/WidgetRoot';
import { INSTANCE_ATTRIBUTE } from '../runtime/page/scan-page';

interface ElementCallbacks {
  connectedCallback?(): void;
  attributeChangedCallback?(name: string, old: string | null, value: string | null): void;
}

export function defineWidgetElement(tag: string, View: ComponentType<WidgetViewProps>): void {
  if (customElements.get(tag)) return;
  const Base = r2wc(withWidgetRoot(View), {
    shadow: 'open',
    props: { dataWidgetId: 'number', dataInstanceId: 'string' },
  }) as unknown as new () => HTMLElement & ElementCallbacks;
  // The SDK is asked for as the element connects or is claimed, before React has rendered anything.
  class WidgetElement extends Base {
    override connectedCallback(): void {
      super.connectedCallback?.();
      startFbSdkFor(this, findUiHost());
    }
    override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
      super.attributeChangedCallback?.(name, old, value);
      if (name === INSTANCE_ATTRIBUTE) startFbSdkFor(this, findUiHost());
    }
  }
  customElements.define(tag, WidgetElement);
}
