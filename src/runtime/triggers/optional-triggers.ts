/** The triggers only some widgets use (anchor, exit intent): a chunk of their own (dist/ui/mc-triggers.js), see lazy-triggers.ts. */
export { createAnchorTrigger } from './anchor-trigger';
export { createExitIntentTrigger } from './exit-intent-trigger';
export { createTouchExitIntentTrigger } from './touch-exit-intent-trigger';
