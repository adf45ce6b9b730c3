/**
 * What the page stage hands the store integration's chunk when it imports it. Types only, as with the
 * UI chunk's host: the chunk calls back into the one runtime and pixel rather than bundling copies.
 */
import type { Pixel } from '../pixel/page-pixel';
import type { LifecycleListener } from '../runtime/lifecycle';
import type { request } from '../runtime/network';
import type { SafeStorage } from '../runtime/storage';

/** The part of the tracking pixel the store integration uses. */
type ShopPixel = Pick<Pixel, 'sessionId' | 'logStoreEvent' | 'logAnalytics' | 'setExternalId' | 'hasOptedIn' | 'checkOptin' | 'custom'>;

export interface ShopHost {
  win: Window;
  /** The account the widgets were loaded for: `app.pageId`, else the snippet's `data-account-id`. */
  pageId: string;
  /** Base URL of the `/shopify/*` calls (`app.host`, else `data-host`), without a trailing slash. */
  serverBase: string;
  /** The snippet's `data-debug`: log decisions, and stay on the page after a cart restore. */
  debug: boolean;
  /** The loader's JSON request (rejects with a NetworkError), so the chunk carries no second copy. */
  request: typeof request;
  pixel: ShopPixel;
  storage: SafeStorage;
  /** Instance ids of the add-to-cart modals (`main.whenDisplay[0] === 'add_to_cart'`), in load order. */
  addToCartInstances(): string[];
  /** Opens an instance as a visitor's request would; true once it is open. */
  open(instanceId: string): Promise<boolean>;
  /** Closes an instance (not as a visitor's close). */
  close(instanceId: string): void;
  isOpen(instanceId: string): boolean;
  /** The runtime's open, close, submit and opt-in events; returns the unsubscribe. */
  onLifecycle(listener: LifecycleListener): () => void;
}

/** The chunk's exports, as the loader sees them after `import()`. */
export interface ShopModule {
  /** Runs the integration; returns what stops it. */
  startShop(host: ShopHost): () => void;
}
