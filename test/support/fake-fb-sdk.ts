/**
 * A stand-in for the social platform's JS SDK in browser tests. `XFBML.parse` finds the plugin
 * markup under the element it is given and, when the fake "renders", appends an iframe and emits
 * the plugin's `rendered` event as the real SDK does. It can be installed as `window.FB` directly,
 * or loaded through the product's real loader path from a Blob URL script (`fakeSdkScriptUrl`).
 */
import sinon from 'sinon';
import type { FbEventHandler, FbPluginEvent, FbSdk } from '../../src/runtime/sdk/fb-sdk';

export interface FakeFbOptions {
  /** Whether parsed plugins render (an iframe and a `rendered` event) or stay empty. */
  renders: boolean;
  /** The rendered plugin's iframe size; 0 × 0 mimics a plugin the platform refused to show. */
  iframeSize?: { width: number; height: number };
}

export interface FakeFb {
  sdk: FbSdk;
  init: sinon.SinonSpy;
  parse: sinon.SinonSpy;
  logEvent: sinon.SinonSpy;
  /** Sends an SDK event to its subscribers, as a plugin would. */
  emit(name: string, payload: FbPluginEvent): void;
  /** How many handlers listen to an event now. */
  listenerCount(name: string): number;
  uninstall(): void;
}

interface TestWindow extends Window {
  FB?: unknown;
  fbAsyncInit?: unknown;
  __mcFakeFbSdk?: unknown;
}

const win = window as TestWindow;
const PLUGINS = '.fb-send-to-messenger, .fb-messenger-checkbox';

function renderedEvent(plugin: Element): [string, FbPluginEvent] {
  return plugin.classList.contains('fb-messenger-checkbox')
    ? ['messenger_checkbox', { event: 'rendered', user_ref: plugin.getAttribute('user_ref') ?? '' }]
    : ['send_to_messenger', { event: 'rendered', ref: plugin.getAttribute('data-ref') ?? '' }];
}

export function createFakeFb(options: FakeFbOptions): FakeFb {
  const handlers = new Map<string, Set<FbEventHandler>>();
  const emit = (name: string, payload: FbPluginEvent) => {
    for (const handler of [...(handlers.get(name) ?? [])]) handler(payload);
  };
  const size = options.iframeSize ?? { width: 180, height: 40 };
  const parse = sinon.spy((element?: Element, callback?: () => void) => {
    for (const plugin of (element ?? document.body).querySelectorAll(PLUGINS)) {
      if (plugin.hasAttribute('fb-xfbml-state')) continue;
      plugin.setAttribute('fb-xfbml-state', 'rendered');
      if (!options.renders) continue;
      const frame = document.createElement('iframe');
      frame.style.cssText = `display:block;border:0;width:${size.width}px;height:${size.height}px`;
      plugin.appendChild(frame);
      const [name, payload] = renderedEvent(plugin);
      // The real SDK reports a render later, from the plugin's frame.
      void Promise.resolve().then(() => emit(name, payload));
    }
    callback?.();
  });
  const init = sinon.spy();
  const logEvent = sinon.spy();
  const sdk: FbSdk = {
    init,
    XFBML: { parse },
    Event: {
      subscribe: (name, handler) => {
        if (!handlers.has(name)) handlers.set(name, new Set());
        handlers.get(name)!.add(handler);
      },
      unsubscribe: (name, handler) => {
        handlers.get(name)?.delete(handler);
      },
    },
    AppEvents: { logEvent },
  };
  return {
    sdk,
    init,
    parse,
    logEvent,
    emit,
    listenerCount: (name) => handlers.get(name)?.size ?? 0,
    uninstall: resetFbGlobals,
  };
}

/** Puts the fake on the page as `window.FB`, as if the SDK had loaded before the widgets. */
export function installFakeFb(options: FakeFbOptions): FakeFb {
  const fake = createFakeFb(options);
  win.FB = fake.sdk;
  return fake;
}

const blobUrls: string[] = [];

/** A script URL (for `data-fb-sdk-url`) that defines `window.FB` as the fake and calls `window.fbAsyncInit`, as the real SDK does. */
export function fakeSdkScriptUrl(fake: FakeFb): string {
  win.__mcFakeFbSdk = fake.sdk;
  const source = `window.FB = window.__mcFakeFbSdk; delete window.__mcFakeFbSdk;
if (typeof window.fbAsyncInit === 'function') window.fbAsyncInit();`;
  const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  blobUrls.push(url);
  return url;
}

/** Leaves the page without any SDK: no FB, no fbAsyncInit, no SDK script. */
export function resetFbGlobals(): void {
  delete win.FB;
  delete win.fbAsyncInit;
  delete win.__mcFakeFbSdk;
  document.getElementById('facebook-jssdk')?.remove();
  for (const url of blobUrls.splice(0)) URL.revokeObjectURL(url);
}
