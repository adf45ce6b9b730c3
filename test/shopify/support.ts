/** A ShopHost stand-in with recording spies, a fetch that plays the shop and the server, and page helpers. */
import sinon from 'sinon';
import type { LifecycleListener, LifecycleType } from '../../src/runtime/lifecycle';
import { request } from '../../src/runtime/network';
import { createStorage } from '../../src/runtime/storage';
import type { ShopHost } from '../../src/shopify/shop-host';
import { makeStorage } from '../support/fake-storage';

export const SERVER = 'https://api.example.com';
export const SHOP = 'acme.myshopify.com';

export interface HostOptions {
  widgets?: string[];
  optedIn?: boolean;
  debug?: boolean;
  /** Whether each widget opens; a rejection is an open that failed. */
  open?: (id: string) => Promise<boolean>;
  storage?: Record<string, string>;
  custom?: Record<string, string | number | boolean>;
}

export function makeHost(options: HostOptions = {}) {
  const listeners = new Set<LifecycleListener>();
  const openIds = new Set<string>();
  const custom = new Map(Object.entries(options.custom ?? {}));
  const backing = makeStorage({ initial: options.storage ?? {} });
  let optedIn = options.optedIn ?? false;
  const emit = (type: LifecycleType, instanceId: string) => {
    for (const listener of [...listeners]) listener({ type, instanceId, widget: { widgetId: 1, widgetType: 'modal' } as never });
  };
  const pixel = {
    sessionId: 'session-1',
    logStoreEvent: sinon.spy(),
    logAnalytics: sinon.spy(),
    setExternalId: sinon.spy(),
    hasOptedIn: sinon.spy(() => optedIn),
    checkOptin: sinon.spy(async () => optedIn),
    custom: {
      get: (key: string) => custom.get(key),
      set: sinon.spy((key: string, value: string | number | boolean | undefined) =>
        value === undefined ? custom.delete(key) : custom.set(key, value),
      ),
    },
  };
  const host = {
    win: window,
    pageId: '1234567',
    serverBase: SERVER,
    debug: options.debug ?? false,
    request,
    pixel,
    storage: createStorage(() => backing),
    addToCartInstances: () => [...(options.widgets ?? [])],
    open: sinon.spy(async (id: string) => {
      const opened = await (options.open ? options.open(id) : Promise.resolve(true));
      if (opened) {
        openIds.add(id);
        emit('open', id);
      }
      return opened;
    }),
    close: sinon.spy((id: string) => {
      if (openIds.delete(id)) emit('close', id);
    }),
    isOpen: (id: string) => openIds.has(id),
    onLifecycle: (listener: LifecycleListener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  } satisfies ShopHost;
  return {
    host,
    pixel,
    backing,
    /** The visitor closes a widget. */
    closeByVisitor(id: string) {
      if (openIds.delete(id)) emit('close', id);
    },
    /** The visitor opts in through a widget. */
    optIn(id: string) {
      optedIn = true;
      emit('optin', id);
    },
    setOptedIn(value: boolean) {
      optedIn = value;
    },
    listenerCount: () => listeners.size,
  };
}

export interface FetchCall {
  method: string;
  url: string;
  body: unknown;
}

export type FetchRoute = (call: FetchCall) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Replaces window.fetch; routes are keyed `METHOD path` (the query ignored). Unknown calls answer 404. */
export function stubFetch(routes: Record<string, FetchRoute>) {
  const calls: FetchCall[] = [];
  const stub = sinon.stub(window, 'fetch').callsFake(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, url, body };
    calls.push(call);
    const route = routes[`${method} ${new URL(url, location.href).pathname}`];
    return route ? route(call) : new Response('not found', { status: 404 });
  });
  return {
    calls,
    stub,
    list: () => calls.map((call) => `${call.method} ${call.url}${call.body === undefined ? '' : ` ${JSON.stringify(call.body)}`}`),
  };
}

export function setCartCookie(value: string | undefined): void {
  document.cookie = value === undefined ? 'cart=; max-age=0; path=/' : `cart=${encodeURIComponent(value)}; path=/`;
}

/** A product form as themes render it, with a button of the given size, on top of the page. */
export function mountProductForm({ width = 120, height = 40, action = '/cart/add', extra = '' } = {}) {
  const container = document.createElement('div');
  container.setAttribute('style', 'position: absolute; left: 20px; top: 30px;');
  container.innerHTML = `<form action="${action}" method="post">${extra}<input type="hidden" name="id" value="41001">
    <button type="submit" name="add" style="display: block; margin: 0; padding: 0; border: 0; width: ${width}px; height: ${height}px">Add to cart</button></form>`;
  document.body.prepend(container);
  const form = container.querySelector('form')!;
  const button = container.querySelector<HTMLButtonElement>('button[name="add"]')!;
  // The theme: an AJAX add on submit, counted, the page never left.
  const submits = sinon.spy((event: Event) => event.preventDefault());
  form.addEventListener('submit', submits);
  return { container, form, button, submits, remove: () => container.remove() };
}

export const overlayOf = () => document.querySelector<HTMLElement>('[data-mc-add-to-cart]');
export const restoreOverlayOf = () => document.querySelector<HTMLElement>('[data-mc-cart-restore]');
