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
import { PAGE_STAGE_PATH, startWidgets } from './loader/boot';
import { LIST_RULES_PATH, PAGE_TRIGGERS_PATH, PIXEL_SENDING_PATH } from './loader/lazy-parts';
import * as sending from './pixel/sending';
import { startPageStage, type PageStageModule } from './loader/page-stage';
import { UI_CHUNK_PATH } from './loader/ui-chunk';
import { ALL_PARTS } from './runtime/all-parts';
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

/** What the snippet imports as chunks, bundled here and handed to the loader by the same paths. */
const ui = { defineElements };
const bundledStage: PageStageModule = {
  startPageStage(deps) {
    // The bundled UI gets the host at once, since its elements are already defined.
    const stage = startPageStage({ ...deps, ui });
    return { ...stage, startShop: () => stage.startShop(async () => ({ startShop })) };
  },
};
const BUNDLED: Readonly<Record<string, unknown>> = {
  [PAGE_STAGE_PATH]: bundledStage,
  [UI_CHUNK_PATH]: ui,
  [LIST_RULES_PATH]: ALL_PARTS.lists,
  [PAGE_TRIGGERS_PATH]: ALL_PARTS.triggers,
  [PIXEL_SENDING_PATH]: sending,
};
const importBundled = async (path: string): Promise<unknown> => {
  if (!(path in BUNDLED)) throw new Error(`the package bundles no ${path}`);
  return BUNDLED[path];
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
        host: (options.host ? new URL(options.host, origin).href : origin).replace(/\/+$/, ''),
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
