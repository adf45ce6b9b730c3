/**
 * Loads the social platform's JS SDK once per page, the standard way (docs/elements.md#before-it-is-shown): an SDK that is
 * already on the page is used as it is; otherwise `window.fbAsyncInit` is set (running the owner's
 * own hook too, never dropping it) and `<script async id="facebook-jssdk">` is added. The promise
 * rejects when the script cannot load; nothing here throws into the page.
 */
import { DEFAULT_FB_SDK_VERSION, LOG_PREFIX, READINESS_POLL_MS } from '../constants';
import type { Store } from '../store';
import type { ScriptSettings } from '../types';
import { sdkScriptUrl } from './fb-sdk-url';

/** What the plugins send with `send_to_messenger` and `messenger_checkbox` (any field may be missing). */
export interface FbPluginEvent {
  event?: string;
  ref?: string;
  user_ref?: string;
  state?: string;
}

export type FbEventHandler = (payload: FbPluginEvent) => void;

interface FbInitParams {
  appId: string;
  version: string;
  xfbml: boolean;
}

/** The part of the SDK the messenger plugins use. */
export interface FbSdk {
  init(params: FbInitParams): void;
  XFBML: { parse(element?: Element, callback?: () => void): void };
  Event: {
    subscribe(name: string, handler: FbEventHandler): void;
    unsubscribe(name: string, handler: FbEventHandler): void;
  };
  AppEvents: { logEvent(name: string, value: number | null, params?: Record<string, unknown>): void };
}

interface FbWindow extends Window {
  FB?: unknown;
  fbAsyncInit?: unknown;
}

const SDK_SCRIPT_ID = 'facebook-jssdk';

export function isFbSdk(value: unknown): value is FbSdk {
  const fb = value as Partial<FbSdk> | null | undefined;
  return typeof fb === 'object' && fb !== null && typeof fb.XFBML?.parse === 'function' && typeof fb.Event?.subscribe === 'function';
}

interface LoadOptions {
  doc: Document;
  url: string;
  nonce: string;
  init: FbInitParams;
}

/** One load per script element: a second widget, or a second copy of the UI chunk, waits for the same one. */
const loads = new WeakMap<Element, Promise<FbSdk>>();

function callSafely(what: string, run: () => void): void {
  try {
    run();
  } catch (error) {
    console.error(`${LOG_PREFIX} ${what} threw`, error);
  }
}

/**
 * Waits for the SDK behind `script`. `ownInit` is false for a script the owner added: the owner
 * initialises their own SDK, and our app id must not replace theirs.
 */
function waitForSdk(win: FbWindow, script: HTMLScriptElement, options: LoadOptions, ownInit: boolean): Promise<FbSdk> {
  return new Promise<FbSdk>((resolve, reject) => {
    let settled = false;
    const previous = win.fbAsyncInit;
    const ready = () => {
      if (settled) return;
      const fb = win.FB;
      if (!isFbSdk(fb)) return fail(new Error(`${LOG_PREFIX} the SDK script at ${options.url} did not define FB`));
      settled = true;
      resolve(fb);
    };
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      console.warn(error.message);
      reject(error);
    };
    // Ours runs first and the owner's after it, so an owner who initialises with their own app id keeps it.
    const hook = function (this: unknown) {
      if (ownInit && isFbSdk(win.FB)) {
        const fb = win.FB;
        callSafely('FB.init', () => fb.init(options.init));
      }
      if (typeof previous === 'function') callSafely('the page’s fbAsyncInit', () => previous.call(this));
      ready();
    };
    win.fbAsyncInit = hook;
    script.addEventListener('error', () =>
      fail(new Error(`${LOG_PREFIX} the SDK could not be loaded from ${options.url}; messenger widgets show their fallback button`)),
    );
    // An SDK that never calls the hook (or a page that replaced it after us) is still used once its script ran.
    script.addEventListener('load', () =>
      setTimeout(() => {
        if (settled) return;
        if (win.fbAsyncInit === hook) hook.call(win);
        else ready();
      }, READINESS_POLL_MS),
    );
  });
}

export function loadFbSdk(options: LoadOptions): Promise<FbSdk> {
  const { doc } = options;
  const win = doc.defaultView as FbWindow | null;
  if (!win) return Promise.reject(new Error(`${LOG_PREFIX} no window to load the SDK in`));
  if (isFbSdk(win.FB)) return Promise.resolve(win.FB);
  const existing = doc.getElementById(SDK_SCRIPT_ID);
  if (existing) {
    let load = loads.get(existing);
    if (!load) {
      load =
        existing instanceof HTMLScriptElement
          ? waitForSdk(win, existing, options, false)
          : Promise.reject(new Error(`${LOG_PREFIX} #${SDK_SCRIPT_ID} is not a script`));
      loads.set(existing, load);
    }
    return load;
  }
  const script = doc.createElement('script');
  script.id = SDK_SCRIPT_ID;
  script.async = true;
  if (options.nonce) script.nonce = options.nonce;
  script.src = options.url;
  const load = waitForSdk(win, script, options, true);
  loads.set(script, load);
  (doc.head ?? doc.documentElement).appendChild(script);
  return load;
}

/** The SDK for this page, with the app's id, version and locale; marks the store's fbsdkReady. */
export function ensureFbSdk({ store, settings }: { store: Store; settings: ScriptSettings }, doc: Document = document): Promise<FbSdk> {
  try {
    const { app } = store.getState();
    const url = sdkScriptUrl({ fbSdkUrl: settings.fbSdkUrl, locales: [settings.locale, app.locale, doc.defaultView?.navigator.language] });
    if (!url) return Promise.reject(new Error(`${LOG_PREFIX} data-fb-sdk-url is not a script URL: ${settings.fbSdkUrl}`));
    const init = { appId: app.appId, version: app.fbSDKVersion || DEFAULT_FB_SDK_VERSION, xfbml: false };
    return loadFbSdk({ doc, url, nonce: settings.nonce, init }).then((fb) => {
      store.sdkReady('fb');
      return fb;
    });
  } catch (error) {
    return Promise.reject(error);
  }
}
