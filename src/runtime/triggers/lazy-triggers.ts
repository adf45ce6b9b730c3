/**
 * The loader's anchor, exit-intent and touch exit-intent triggers: esbuild.config.mjs points the
 * loader's imports of them here, and the real ones are a chunk of their own (optional-triggers.ts,
 * dist/ui/mc-triggers.js) that only pages with a widget opening on an anchor or on exit intent
 * fetch. The boot provides it before the triggers start (boot/lazy-parts.ts); elsewhere nothing
 * reads the signals they would give.
 */
import type * as OptionalTriggers from './optional-triggers';

let loaded: typeof OptionalTriggers | undefined;

export function provideOptionalTriggers(module: typeof OptionalTriggers): void {
  loaded = module;
}

export const createAnchorTrigger: typeof OptionalTriggers.createAnchorTrigger = (...args) => loaded?.createAnchorTrigger(...args);

export const createExitIntentTrigger: typeof OptionalTriggers.createExitIntentTrigger = (...args) => loaded?.createExitIntentTrigger(...args);

export const createTouchExitIntentTrigger: typeof OptionalTriggers.createTouchExitIntentTrigger = (...args) =>
  loaded?.createTouchExitIntentTrigger(...args);
