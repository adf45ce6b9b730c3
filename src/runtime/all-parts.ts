/** Every optional part of the page kit (page-kit.ts), for what bundles everything: the npm package and the tests. */
import type { PageParts } from './page-kit';
import { isHostAllowed, matchUrl } from './rules/list-rules';
import { mergeSignals, startPageTriggers } from './triggers/page-triggers';

// Plain objects, not `import * as` namespaces: a bundled namespace is built by esbuild's `__export`, whose `for…in`
// throws on a page that added enumerable values to `Object.prototype` (esbuild.config.mjs, the npm package).
export const ALL_PARTS: Required<PageParts> = { lists: { matchUrl, isHostAllowed }, triggers: { mergeSignals, startPageTriggers } };
