/**
 * Emotion's own cache, whose stylis compiles each style in script: for browsers that cannot parse our nested styles
 * themselves or have no constructed sheets (emotion-cache.ts). A chunk of its own (dist/ui/mc-stylis.js), so browsers
 * that parse styles themselves never fetch or compile it.
 */
// The whole UI, which the UI's entry imports too: what this chunk shares with the UI then stays in the UI's own chunk
// (esbuild.config.mjs, "The UI"), as for DOMPurify (purify.ts). Only the UI loads this chunk.
import '../elements';

export { default as createStylisCache } from '@emotion/cache';
