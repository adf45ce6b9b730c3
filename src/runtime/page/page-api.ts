/**
 * `window.MC` (docs/page-api.md#mc): `parse()`, `getWidget(id | element)` and `getWidgetList()`, and the
 * widget objects owners script, each with `widgetId`, `name` and `type`: overlays `open()`,
 * `close()`, `setPayload(s)`; embeds (one object per element) `setPayload(s)`; the customer chat
 * its own members, at most one call per member every 5 s (customer-chat-handle.ts); the standalone
 * checkbox `on`/`off`, `submit()`, `checked`, `ref`, `userRef` (checkbox-handle.ts). A configured
 * widget with no instance on this page has an object too (early-page-api.ts). Objects are stable,
 * so a page can keep and compare them.
 */
import { sanitizeRefPayload } from '../builders/ref-payload';
import type { WidgetConfig } from '../config';
import type { WidgetType } from '../constants';
import type { Runtime, WidgetInstance } from '../instances';
import type { Store } from '../store';
import { addCheckboxMembers, type CheckboxEventName, type CheckboxListener } from './checkbox-handle';
import { createCustomerChatMembers, type CustomerChatFields } from './customer-chat-handle';
import { createWidgetControls, type WidgetControls } from './widget-controls';

export type { CheckboxEvent, CheckboxEventName, CheckboxListener } from './checkbox-handle';
export type { CustomerChatFields } from './customer-chat-handle';

/** One widget object; which members it has depends on its kind (docs/page-api.md). */
export interface WidgetHandle {
  /** The widget id; `id` is the older name. */
  readonly widgetId: number;
  readonly id: number;
  /** The name the owner gave the widget. */
  readonly name: string;
  readonly type: WidgetType;
  readonly element: HTMLElement | undefined;
  /** Customer chat: false when ignored by the 5 s rule; the other kinds return nothing. */
  setPayload(payload: string): boolean | void;
  /** Overlays; the customer chat takes `shouldOpenDialog`. */
  open?(shouldOpenDialog?: boolean): boolean | void;
  close?(): boolean | void;
  // Customer chat
  openDialog?(): boolean;
  closeDialog?(): boolean;
  setLoggedInGreeting?(text: string): boolean;
  setLoggedOutGreeting?(text: string): boolean;
  set?(fields: CustomerChatFields): boolean;
  // Standalone checkbox
  on?(event: CheckboxEventName, listener: CheckboxListener): WidgetHandle;
  off?(event: CheckboxEventName, listener?: CheckboxListener): WidgetHandle;
  submit?(): boolean;
  readonly checked?: boolean;
  readonly ref?: string | undefined;
  readonly userRef?: string | undefined;
}

export interface PageApi {
  parse(): void;
  getWidget(idOrElement: number | string | Element): WidgetHandle | undefined;
  getWidgetList(): WidgetHandle[];
}

/**
 * `window.MC` itself: the page API, also callable (owners' code guards with `typeof MC === 'function'`
 * before `MC.getWidget(…)`); a call does nothing and returns `MC`.
 */
export type PageGlobal = PageApi & (() => PageGlobal);

export interface PageApiOptions {
  /** What the views lend the page API (the checkbox's submit); the page stage shares it with the UI host. */
  controls?: WidgetControls;
  now?: () => number;
}

/** The objects of configured widgets without an instance (early-page-api.ts): an instance's handle is built onto its widget's. */
export interface WidgetStubs {
  /** The stub of a configured widget (the same object until an instance adopts it). */
  stubFor(widget: WidgetConfig): WidgetHandle;
  /** The stub handed out for a widget, if any, for its first instance to build its handle onto. */
  adopt(widgetId: number): WidgetHandle | undefined;
  /** Whether the page holds a stub of this widget that no instance adopted yet. */
  waiting(widgetId: number): boolean;
  /** A payload the page set on a stub, taken once by the instance that adopts it. */
  takePayload(widgetId: number): string | undefined;
}

/** A checkbox not on this page: listeners and `submit()` have nothing to act on, and say so by doing nothing. */
function addIdleCheckboxMembers(handle: WidgetHandle): WidgetHandle {
  if (handle.on) return handle;
  return Object.assign(handle, {
    on: () => handle,
    off: () => handle,
    submit: () => false,
    checked: false,
    ref: undefined,
    userRef: undefined,
  });
}

export function createPageApi(
  runtime: Runtime,
  store: Store,
  configured: WidgetStubs,
  { controls = createWidgetControls(), now = Date.now }: PageApiOptions = {},
): PageApi {
  const handles = new WeakMap<WidgetInstance, WidgetHandle>();

  function createHandle(instance: WidgetInstance): WidgetHandle {
    const { instanceId, widget } = instance;
    const members = {
      widgetId: widget.widgetId,
      id: widget.widgetId,
      name: widget.name,
      type: widget.widgetType,
      get element() {
        return instance.element;
      },
      setPayload(payload: string) {
        store.payloadSet(instanceId, sanitizeRefPayload(payload));
      },
    };
    // The page may hold the object it was given while the widget had no instance: it becomes this handle.
    const stub = configured.adopt(widget.widgetId);
    let base = members;
    if (stub) {
      // Its own members go: the instance's kind decides which it keeps.
      for (const key of Object.keys(stub)) delete (stub as unknown as Record<string, unknown>)[key];
      base = Object.defineProperties(stub, Object.getOwnPropertyDescriptors(members)) as unknown as typeof members;
      const payload = configured.takePayload(widget.widgetId);
      if (payload !== undefined) members.setPayload(payload);
    }
    if (instance.isPreview) return base;
    if (widget.widgetType === 'checkbox') return addCheckboxMembers(base, { instance, store, controls });
    if (widget.widgetType === 'customer_chat') {
      const members = createCustomerChatMembers({ instance, runtime, store, now });
      return Object.defineProperties(base, Object.getOwnPropertyDescriptors(members)) as typeof base & typeof members;
    }
    if (!instance.isOverlay) return base;
    return Object.assign(base, {
      // The page asking is not the visitor's own action, so it skips only the entrance trigger.
      open: () => void runtime.tryOpen(instance, 'manual'),
      close: () => runtime.close(instanceId, false),
    });
  }

  function handleFor(instance: WidgetInstance): WidgetHandle {
    let handle = handles.get(instance);
    if (!handle) {
      handle = createHandle(instance);
      handles.set(instance, handle);
    }
    return handle;
  }

  // An object the page holds for a widget without an instance becomes its first instance's at once,
  // so a payload set on it meanwhile reaches the instance before anything is sent.
  store.subscribe((_state, change) => {
    if (!change.keys.includes('instances')) return;
    // A change to an instance that was already there adopts nothing new (a page of embeds commits several per instance).
    if (change.instanceId !== undefined && change.previous.instances.has(change.instanceId)) return;
    for (const instance of runtime.instances()) if (configured.waiting(instance.widget.widgetId)) handleFor(instance);
  });

  /** A configured widget's object while it has no instance here. */
  const idle = (widget: WidgetConfig): WidgetHandle => {
    const handle = configured.stubFor(widget);
    return widget.widgetType === 'checkbox' ? addIdleCheckboxMembers(handle) : handle;
  };

  return {
    parse: () => runtime.parse(),
    getWidget(idOrElement) {
      if (typeof idOrElement === 'object' && idOrElement !== null) {
        const instance = runtime.instanceForElement(idOrElement);
        return instance && handleFor(instance);
      }
      const id = Number(idOrElement);
      const instance = runtime.instances().find((candidate) => candidate.widget.widgetId === id);
      if (instance) return handleFor(instance);
      const widget = store.getState().widgets.find((candidate) => candidate.widgetId === id);
      return widget && idle(widget);
    },
    // Every configured widget of the account: its instances on this page, or its object without one.
    getWidgetList: () => {
      const instances = runtime.instances();
      return store.getState().widgets.flatMap((widget) => {
        const own = instances.filter((instance) => instance.widget.widgetId === widget.widgetId);
        return own.length ? own.map(handleFor) : [idle(widget)];
      });
    },
  };
}
