/**
 * The runtime's side of the store integration, in the page stage (the loader only asks whether the
 * page is a Shopify storefront): it imports the store chunk (relative to the loader's own URL,
 * beside the UI chunk) and hands it a ShopHost. Called once the load answer is in (docs/shopify.md#how-it-is-loaded).
 */
import type { Pixel } from '../pixel/page-pixel';
import type { ScriptSettings } from '../runtime/types';
import { ADD_TO_CART_TRIGGER, LOG_PREFIX } from '../runtime/constants';
import { request } from '../runtime/network';
import type { Runtime } from '../runtime/runtime';
import type { SafeStorage } from '../runtime/storage';
import type { Store } from '../runtime/store';
import { isDisplayed } from '../runtime/store/state';
import type { ShopHost, ShopModule } from './shop-host';

export const SHOP_CHUNK_PATH = 'ui/mc-shopify.js';

export interface ShopStartDeps {
  win: Window;
  settings: ScriptSettings;
  store: Store;
  runtime: Runtime;
  pixel: Pixel;
  storage: SafeStorage;
  serverBase: string;
  importModule?: (url: string) => Promise<unknown>;
}

/** Every Shopify storefront sets `window.Shopify.shop` (docs/shopify.md#how-it-is-loaded). */
export function isShopifyPage(win: Window): boolean {
  try {
    return typeof (win as { Shopify?: { shop?: unknown } }).Shopify?.shop === 'string';
  } catch {
    return false;
  }
}

export function createShopHost({ win, settings, store, runtime, pixel, storage, serverBase }: ShopStartDeps): ShopHost {
  const find = (id: string) => runtime.instances().find((instance) => instance.instanceId === id);
  return {
    win,
    pageId: store.getState().app.pageId || settings.accountId,
    serverBase,
    debug: settings.debug,
    request,
    pixel,
    storage,
    addToCartInstances: () =>
      runtime
        .instances()
        .filter((instance) => !instance.isPreview && instance.widget.display.whenDisplay[0] === ADD_TO_CART_TRIGGER)
        .map((instance) => instance.instanceId),
    open: async (id) => {
      const instance = find(id);
      return instance ? runtime.tryOpen(instance, 'manual') : false;
    },
    close: (id) => runtime.close(id, false),
    isOpen: (id) => isDisplayed(store.getState().ui[id]),
    onLifecycle: runtime.onLifecycle,
  };
}

/** Imports and starts the store chunk on a Shopify page; never throws. */
export function startShop(deps: ShopStartDeps): void {
  if (!isShopifyPage(deps.win)) return;
  const load = deps.importModule ?? ((url: string) => import(/* @vite-ignore */ url));
  Promise.resolve()
    .then(() => load(new URL(SHOP_CHUNK_PATH, deps.settings.scriptUrl).href))
    .then((module) => (module as ShopModule).startShop(createShopHost(deps)))
    .catch((error: unknown) => console.warn(`${LOG_PREFIX} store integration not loaded:`, error));
}
