/**
 * What the page stage hands the UI chunk when it imports it. Types only: the UI chunk reads the one
 * runtime store and calls back into the runtime rather than bundling a second copy of it.
 */
import type { Analytics } from './types';
import type { ScriptSettings } from './types';
import type { RenderReason } from './constants';
import type { WidgetControls } from './page/widget-controls';
import type { FbSdk } from './sdk/fb-sdk';
import type { Store } from './store';

/** The part of the tracking pixel the views use. */
export interface UiPixel {
  /** The pixel session id, '' until there is one (a messenger ref is then empty, spec 1 §8). */
  sessionId(): string;
  /** Asks the server whether the visitor opted in; a yes is cached in the pixel session. */
  checkOptin(): Promise<boolean>;
  logAnalytics(analytics: Analytics): void;
  /** A widget event such as `click` (with `channelType`) or `popover_close`. */
  logWidgetEvent(event: string, payload?: Record<string, unknown>): void;
}

export interface UiHost {
  store: Store;
  settings: ScriptSettings;
  pixel: UiPixel;
  /** The visitor or the page asked to close an instance. */
  close(instanceId: string, manual: boolean): void;
  /** The instance switches to its submitted content (spec 1 §4, the after-submit flow). */
  submitted(instanceId: string): void;
  /** The pixel confirmed the visitor's opt-in through this instance. */
  optedIn(instanceId: string): void;
  /** The element has rendered (its plugin rendered, timed out, or was skipped in the EU). */
  rendered(instanceId: string, reason: RenderReason): void;
  /** The element cannot render its widget (its data is unreadable): the runtime drops it. */
  failed(instanceId: string): void;
  /**
   * Where a view lends the page API what only it can do (the checkbox's submit). Optional so a host
   * without a page API (the npm package's own hosts, tests) still mounts the views.
   */
  controls?: WidgetControls;
  /**
   * The platform's SDK, loaded once per page. The runtime asks for it as a messenger widget
   * becomes due, so it downloads beside the UI chunk instead of after the views mounted.
   */
  fbSdk(): Promise<FbSdk>;
  /** POSTs a contract call (`widget/createSubscriberByPhoneNumber`, ...) to the server; rejects with a NetworkError. */
  post<T>(path: string, body: Record<string, unknown>): Promise<T>;
}

/** The UI chunk's exports, as the page stage sees them after `import()`. */
export interface UiModule {
  defineElements(host: UiHost): void;
}
