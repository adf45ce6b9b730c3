/**
 * The runtime's side of the store integration, in the page stage (the loader only asks whether the
 * page is a Shopify storefront): it imports the store chunk (relative to the loader's own URL,
 * beside the UI chunk, with the loader's importer) and hands it a ShopHost. Called once the load answer is in
 * (docs/shopify.md#how-it-is-loaded).
 */
import type { Pixel } from '../pixel/page-pixel';
import type { ScriptSettings } from '../runtime/types';
import { callTarget } from '../runtime/call-target';
import { SHOP_CHUNK, type ImportChunk } from '../runtime/chunks';
import { ADD_TO_CART_TRIGGER, LOG_PREFIX } from '../runtime/constants';
import { request } from '../runtime/network';
import type { Runtime } from '../runtime/instances';
import type { SafeStorage } from '../runtime/storage';
import type { Store } from '../runtime/store';
import { isDisplayed } from '../runtime/store/state';
import type { ShopHost, ShopModule } from './shop-host';

export interface ShopStartDeps {
  win: Window;
  settings: ScriptSettings;
  store: Store;
  runtime: Runtime;
  pixel: Pixel;
  storage: SafeStorage;
  serverBase: string;
  /** The loader's way to import a chunk (runtime/chunks.ts). */
  importChunk: ImportChunk;
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
    pageId: callTarget(settings, store.getState().app).pageId,
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
    isOpen: (id) => isDisplayed(store.getState().ui.get(id)),
    onLifecycle: runtime.onLifecycle,
  };
}

/** Imports and starts the store chunk on a Shopify page; never throws. */
export function startShop(deps: ShopStartDeps): void {
  if (!isShopifyPage(deps.win)) return;
  Promise.resolve()
    .then(() => deps.importChunk(SHOP_CHUNK))
    .then((module) => (module as ShopModule).startShop(createShopHost(deps)))
    .catch((error: unknown) => console.warn(`${LOG_PREFIX} store integration not loaded:`, error));
}
