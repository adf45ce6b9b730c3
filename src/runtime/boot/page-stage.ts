/**
 * The page stage (dist/ui/mc-page.js, beside the UI chunk): the runtime that claims and opens
 * widget instances, the UI host it hands the UI chunk, the page API's handles, the lifecycle's
 * pixel events and the server calls made from then on (network.ts). The loader imports it only
 * once something needs it (see due-watch.ts), so a page where nothing is due never pays for it.
 */
import type { Pixel } from '../../pixel';
import type { PixelCallsModule } from '../../pixel/calls';
import { createImpressionLogger } from '../../pixel/impression';
import { trackWidgetEvents } from '../../pixel/widget-tracking';
import { startShop } from '../../shopify/start-shop';
import { request } from '../network';
import { createPageApi, type PageApi, type WidgetStubs } from '../page/page-api';
import { createWidgetControls } from '../page/widget-controls';
import { createRuntime, type Runtime } from '../runtime';
import { needsFbSdk } from '../sdk/needs-fb-sdk';
import { persistSession } from '../session';
import type { SafeStorage } from '../storage';
import { withInstances, type PageStore, type Store } from '../store';
import { createUiHost, type UiHost, type UiModule } from '../ui-host';
import { provideLoaderShared, type LoaderShared } from './loader-shared';
import type { ScriptSettings } from './script-settings';
import { createUiLoader } from './ui-chunk';

export interface PageStageDeps {
  win: Window;
  settings: ScriptSettings;
  /** The loader's store: the stage adds the instance actions to it. */
  store: PageStore;
  pixel: Pixel;
  storage: SafeStorage;
  /** The objects the page was given for widgets without an instance (early-page-api.ts); instances adopt them. */
  stubs: WidgetStubs;
  /** The npm package's bundled UI, instead of importing the UI chunk. */
  ui?: UiModule;
}

export interface PageStage {
  runtime: Runtime;
  api: PageApi;
  host: UiHost;
  /** Starts the store integration (spec 2 §1); `importModule` replaces the chunk's import (the npm package). */
  startShop(importModule?: (url: string) => Promise<unknown>): void;
}

/**
 * The chunk also carries the pixel's opt-in check (the pixel imports it for it).
 * The loader hands over what the chunk borrows (loader-shared.ts) as soon as it is imported.
 */
export interface PageStageModule extends PixelCallsModule {
  provideShared(shared: LoaderShared): void;
  startPageStage(deps: PageStageDeps): PageStage;
}

export { checkOptin } from '../../pixel/calls';

/** Keeps what the loader lends this chunk. */
export function provideShared(shared: LoaderShared): void {
  provideLoaderShared(shared);
}

/** `app.host` from the load answer, when it sets one, else the snippet's `data-host` (CONTRACT §2). */
function serverBase(settings: ScriptSettings, store: Store): string {
  return (store.getState().app.host || settings.host).replace(/\/+$/, '');
}

export function startPageStage({ win, settings, store: pageStore, pixel, storage, stubs, ui }: PageStageDeps): PageStage {
  const store: Store = withInstances(pageStore);
  // Only opening and closing change the visitor's widget history, and both happen from here on.
  persistSession(store, storage, win);
  // The views lend the page API what only they can do (the checkbox's submit) through this.
  const controls = createWidgetControls();
  const host = createUiHost({
    store,
    settings,
    controls,
    storage,
    pixel: {
      sessionId: () => pixel.sessionId,
      checkOptin: () => pixel.checkOptin(),
      logAnalytics: (analytics) => pixel.logAnalytics(analytics),
      logWidgetEvent: (event, payload) => pixel.logWidgetEvent(event, payload),
    },
    close: (instanceId, manual) => runtime.close(instanceId, manual),
    rendered: (instanceId, reason) => runtime.rendered(instanceId, reason),
    drop: (instanceId) => runtime.drop(instanceId),
    post: (path, body) => request('POST', `${serverBase(settings, store)}/${path}`, { body }),
  });
  const runtime = createRuntime({
    win,
    store,
    loadUi: ui ? async () => undefined : createUiLoader(settings.scriptUrl, () => host),
    // The SDK downloads beside the UI chunk rather than after the views mounted; a failure is the views' to show.
    beforeRender: (instance) => {
      if (!instance.isPreview && needsFbSdk(instance.widget, store.getState().app)) host.fbSdk().catch(() => undefined);
    },
    debug: settings.debug,
  });
  // A bundled UI gets the host before the runtime claims any element, since its elements are already defined.
  ui?.defineElements(host);
  const { logAnalytics, markOptedIn, onPageLeave } = pixel;
  trackWidgetEvents({ logAnalytics, markOptedIn, onPageLeave, logImpression: createImpressionLogger({ win, pixel }) }, runtime.onLifecycle);
  runtime.start();
  return {
    runtime,
    host,
    api: createPageApi(runtime, store, stubs, { controls }),
    startShop: (importModule) => startShop({ win, settings, store, runtime, pixel, storage, serverBase: serverBase(settings, store), importModule }),
  };
}
