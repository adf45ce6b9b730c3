/**
 * The triggers only some widgets use (anchor, exit intent): a chunk of their own
 * (dist/ui/mc-triggers.js) that the loader imports for pages with such a widget and hands to
 * startPageTriggers (its type: OptionalTriggers, page-triggers.ts).
 */
export { createAnchorTrigger } from './anchor-trigger';
export { createExitIntentTrigger } from './exit-intent-trigger';
export { createTouchExitIntentTrigger } from './touch-exit-intent-trigger';
