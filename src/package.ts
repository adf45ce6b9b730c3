/**
 * The npm package's entry: `import 'mc-widgets'` registers every `<mc-*>` element, and `start()`
 * runs what the embed snippet runs, with the settings the snippet's attributes would carry
 * (docs/architecture.md#layers). The UI and the store integration are bundled here, so nothing is fetched but the
 * server calls.
 */
import { createRoot } from 'react-dom/client';
import './elements';
import { defineElements, registerElements } from './elements';
import { provideRenderer } from './elements/shared-root';
import { startWidgets } from './loader/boot';
import { startSending } from './pixel/sending';
import { startPageStage } from './stage/page-stage';
import { ALL_PARTS } from './runtime/all-parts';
import { withoutTrailingSlash } from './runtime/call-target';
import {
  CHAT_CHUNK,
  LISTS_CHUNK,
  PURIFY_CHUNK,
  SENDING_CHUNK,
  SHOP_CHUNK,
  STAGE_CHUNK,
  TRIGGERS_CHUNK,
  UI_CHUNK,
  type ImportChunk,
} from './runtime/chunks';
import { startShop } from './shopify';
import type { PixelGlobal } from './pixel/install';
import type { PageGlobal } from './runtime/page/page-api';

export type { PageApi, PageGlobal, WidgetHandle } from './runtime/page/page-api';
export type { PixelGlobal, PixelPageApi, PixelSessionData } from './pixel/install';

export interface StartOptions {
  /** The owner's account (page) id: the snippet's `data-account-id`. */
  accountId: string;
  /** Base URL of every server call: `data-host`. Defaults to the page's origin. */
  host?: string;
  hash?: string;
  /** CSP nonce for the `<style>` elements the widgets create. */
  nonce?: string;
  fbSdkUrl?: string;
  locale?: string;
  debug?: boolean;
}

// A site's bundle evaluates React with the rest: the renderer is the one it imported.
provideRenderer(() => ({ createRoot }));
registerElements();

/**
 * What the snippet imports as chunks, bundled here and handed to the loader, by the same paths, as its importer:
 * each path's module, or (DOMPurify, the chat kinds' views) the site bundle's own chunk of it, the one the UI imports.
 */
const BUNDLED: Readonly<Record<string, () => unknown>> = {
  [STAGE_CHUNK]: () => ({ startPageStage }),
  [UI_CHUNK]: () => ({ defineElements }),
  [LISTS_CHUNK]: () => ALL_PARTS.lists,
  [TRIGGERS_CHUNK]: () => ALL_PARTS.triggers,
  // The sending's one export, as an object of its own: a namespace would need esbuild's `__export` (all-parts.ts).
  [SENDING_CHUNK]: () => ({ startSending }),
  [SHOP_CHUNK]: () => ({ startShop }),
  [PURIFY_CHUNK]: () => import('./react/purify'),
  [CHAT_CHUNK]: () => import('./react/widgets/chat-kinds'),
};
const importBundled: ImportChunk = async (path) => {
  if (!(path in BUNDLED)) throw new Error(`the package bundles no ${path}`);
  return BUNDLED[path]!();
};

/** Starts the widgets on this page; a second call (or the snippet on the same page) changes nothing. */
export function start(options: StartOptions): void {
  try {
    const origin = window.location.origin;
    startWidgets(
      window,
      {
        scriptUrl: window.location.href,
        accountId: String(options.accountId ?? ''),
        host: withoutTrailingSlash(options.host ? new URL(options.host, origin).href : origin),
        hash: options.hash ?? '',
        nonce: options.nonce ?? '',
        fbSdkUrl: options.fbSdkUrl ?? '',
        locale: options.locale ?? '',
        debug: options.debug === true,
      },
      importBundled,
    );
  } catch (error) {
    console.warn('[mc] widgets could not start:', error);
  }
}

declare global {
  interface Window {
    /** The page API (docs/page-api.md#mc). */
    MC?: PageGlobal;
    /** The pixel's page API (docs/pixel.md#windowmc_pixel). */
    MC_PIXEL?: PixelGlobal;
    /** The owner's hook, called once `MC` is ready. */
    mcAsyncInit?: () => void;
  }
}
