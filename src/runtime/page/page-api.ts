/**
 * `window.MC` (CONTRACT §4): `parse()`, `getWidget(id | element)` and `getWidgetList()`, and the
 * widget objects owners script: overlays `open()`, `close()`, `setPayload(s)`; embeds (one object
 * per element) `setPayload(s)`. Objects are stable, so a page can keep and compare them.
 */
import { sanitizeRefPayload } from '../builders/ref-payload';
import type { WidgetType } from '../constants';
import type { Runtime, WidgetInstance } from '../runtime';
import type { Store } from '../store';

export interface WidgetHandle {
  readonly id: number;
  readonly type: WidgetType;
  readonly element: HTMLElement | undefined;
  setPayload(payload: string): void;
  open?(): void;
  close?(): void;
}

export interface PageApi {
  parse(): void;
  getWidget(idOrElement: number | string | Element): WidgetHandle | undefined;
  getWidgetList(): WidgetHandle[];
}

export function createPageApi(runtime: Runtime, store: Store): PageApi {
  const handles = new WeakMap<WidgetInstance, WidgetHandle>();

  function handleFor(instance: WidgetInstance): WidgetHandle {
    let handle = handles.get(instance);
    if (handle) return handle;
    const { instanceId, widget } = instance;
    const base = {
      id: widget.widgetId,
      type: widget.widgetType,
      get element() {
        return instance.element;
      },
      setPayload(payload: string) {
        store.payloadSet(instanceId, sanitizeRefPayload(payload));
      },
    };
    handle = instance.isOverlay
      ? {
          ...base,
          get element() {
            return instance.element;
          },
          // The page asking is not the visitor's own action, so it skips only the entrance trigger.
          open: () => void runtime.tryOpen(instance, 'manual'),
          close: () => runtime.close(instanceId, false),
        }
      : base;
    handles.set(instance, handle);
    return handle;
  }

  return {
    parse: () => runtime.parse(),
    getWidget(idOrElement) {
      if (typeof idOrElement === 'object' && idOrElement !== null) {
        const instance = runtime.instanceForElement(idOrElement);
        return instance && handleFor(instance);
      }
      const id = Number(idOrElement);
      const instance = runtime.instances().find((candidate) => candidate.widget.widgetId === id);
      return instance && handleFor(instance);
    },
    getWidgetList: () => runtime.instances().map(handleFor),
  };
}
