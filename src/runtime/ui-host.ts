/**
 * What the page stage hands the UI chunk when it imports it (`createUiHost`, used by the page stage
 * and the tests alike). The views reach it through React context (src/react/ui-host-context.ts);
 * they read the one runtime store, call back into the runtime and borrow the page stage's storage
 * and rules rather than bundling second copies of them.
 */
import { callTarget, type CallTarget } from './call-target';
import type { ScriptSettings } from './types';
import type { RenderReason } from './constants';
import type { WidgetControls } from './page/widget-controls';
import type { detectDevice } from './rules/device-rule';
import type { isEntranceReady } from './rules/entrance-rule';
import { ensureFbSdk, isFbSdk, type FbSdk } from './sdk/fb-sdk';
import type { SafeStorage } from './storage';
import type { Store } from './store';
import type { WidgetConfig } from './config';

/**
 * The part of the tracking pixel the views use. They send no event themselves: they tell the store
 * what the visitor did, and src/pixel/widget-events.ts sends the events (docs/architecture.md, journey 2).
 */
export interface UiPixel {
  /** The pixel session id, '' until there is one (a messenger ref is then empty, docs/widgets.md#references). */
  sessionId(): string;
  /** Asks the server whether the visitor opted in through this widget's own flow; a yes is cached in the pixel session. */
  checkOptin(widgetId: number): Promise<boolean>;
}

/** The rules the views apply (the launcher's entrance and device), lent so the UI chunk carries no copy. */
export interface UiRules {
  detectDevice: typeof detectDevice;
  isEntranceReady: typeof isEntranceReady;
}

export interface UiHost {
  store: Store;
  settings: ScriptSettings;
  pixel: UiPixel;
  /** The page's local storage that never throws (the SMS keyword ref, the launcher's last-seen time). */
  storage: SafeStorage;
  rules: UiRules;
  /** The visitor or the page asked to close an instance. */
  close(instanceId: string, manual: boolean): void;
  /** The instance switches to its submitted content (docs/opt-in.md#after-submit, the after-submit flow). */
  submitted(instanceId: string): void;
  /** The pixel confirmed the visitor's opt-in through this instance. */
  optedIn(instanceId: string): void;
  /** The element has rendered (its plugin rendered, timed out, or was skipped in the EU). */
  rendered(instanceId: string, reason: RenderReason): void;
  /** The element cannot render its widget (its data is unreadable): the runtime drops it. */
  failed(instanceId: string): void;
  /**
   * Where a view lends the page API what only it can do (the checkbox's submit). Optional so a host
   * without a page API still mounts the views.
   */
  controls?: WidgetControls;
  /**
   * The platform's SDK, loaded once per page. The runtime asks for it as a messenger widget
   * becomes due, so it downloads beside the UI chunk instead of after the views mounted.
   */
  fbSdk(): Promise<FbSdk>;
  /**
   * Whether the SDK's last load on this page failed and the page has no SDK of its own since: a plugin asked for now
   * would fail at once, so a card draws its fallback from its first render, with no loader before it.
   */
  fbSdkFailed(): boolean;
  /**
   * DOMPurify's chunk as the page stage imports it (beside the UI, runtime/chunks.ts), which the UI sanitises with
   * (react/sanitize.ts): one import of the file, whose module the UI takes as soon as it is in. Optional for a host
   * bundled with the UI (the demo gallery, the owner's preview, the tests), which gives the module itself.
   */
  sanitizer?(): Promise<unknown>;
  /** The server and account of every call, asked at each call (call-target.ts). */
  callTarget(): CallTarget;
  /** POSTs a visitor API call (`widget/createSubscriberByPhoneNumber`, ...) to the server; rejects with a NetworkError. */
  post<T>(path: string, body: Record<string, unknown>): Promise<T>;
}

/**
 * What the host is made of: the host's own members, the runtime's calls (read when a view calls
 * them, so the runtime may be made after its host) and, by default, the platform's SDK for this
 * page's app and settings.
 */
export type UiHostDeps = Pick<
  UiHost,
  'store' | 'settings' | 'pixel' | 'storage' | 'rules' | 'close' | 'rendered' | 'controls' | 'post' | 'sanitizer'
> & {
  drop(instanceId: string): void;
  fbSdk?: UiHost['fbSdk'];
};

export function createUiHost({
  store,
  settings,
  pixel,
  storage,
  rules,
  close,
  rendered,
  drop,
  controls,
  post,
  fbSdk,
  sanitizer,
}: UiHostDeps): UiHost {
  let sdk: Promise<FbSdk> | undefined;
  let lastLoadFailed = false;
  const noted = (load: Promise<FbSdk>): Promise<FbSdk> =>
    load.then(
      (loaded) => {
        lastLoadFailed = false;
        return loaded;
      },
      (error: unknown) => {
        lastLoadFailed = true;
        throw error;
      },
    );
  return {
    store,
    settings,
    pixel,
    storage,
    rules,
    controls,
    close,
    rendered,
    failed: drop,
    submitted: (instanceId) => store.submitted(instanceId),
    optedIn: (instanceId) => store.optedIn(instanceId),
    // One load for every view that asks (each card of a page of embeds does); asked again after a failure, when
    // the page may have loaded the SDK itself since.
    fbSdk: fbSdk
      ? () => noted(fbSdk())
      : () =>
          (sdk ??= noted(ensureFbSdk({ store, settings })).catch((error: unknown) => {
            sdk = undefined;
            throw error;
          })),
    fbSdkFailed: () => lastLoadFailed && !isFbSdk((window as Window & { FB?: unknown }).FB),
    callTarget: () => callTarget(settings, store.getState().app),
    post,
    sanitizer,
  };
}

/** The UI chunk's exports, as the page stage sees them after `import()`. */
/** A widget drawn once ahead of its trigger, with the host made for it (rehearsal.ts). */
export interface Rehearsal {
  widget: WidgetConfig;
  instanceId: string;
  host: UiHost;
}

export interface UiModule {
  /** Returns how to stop handing this host to the elements (a page keeps it for its lifetime). */
  defineElements(host: UiHost): () => void;
  /** Draws these widgets once each, hidden and detached, ahead of their trigger (elements/rehearsal.ts). */
  rehearse(rehearsals: readonly Rehearsal[]): Promise<void>;
}
