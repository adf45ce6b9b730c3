/**
 * What the loader hands the UI chunk when it imports it. Types only: the UI chunk reads the one
 * runtime store and calls back into the runtime rather than bundling a second copy of it.
 */
import type { ScriptSettings } from './boot/script-settings';
import type { RenderReason } from './constants';
import type { Store } from './store';

export interface UiHost {
  store: Store;
  settings: ScriptSettings;
  /** The visitor or the page asked to close an instance. */
  close(instanceId: string, manual: boolean): void;
  /** The visitor opted in through an instance's opt-in control. */
  submit(instanceId: string): void;
  /** The element has rendered (its plugin rendered, timed out, or was skipped in the EU). */
  rendered(instanceId: string, reason: RenderReason): void;
  /** The element cannot render its widget (its data is unreadable): the runtime drops it. */
  failed(instanceId: string): void;
}

/** The UI chunk's exports, as the loader sees them after `import()`. */
export interface UiModule {
  defineElements(host: UiHost): void;
}
