/** Every optional part of the page kit (page-kit.ts), for what bundles everything: the npm package and the tests. */
import type { PageParts } from './page-kit';
import * as lists from './rules/list-rules';
import * as triggers from './triggers/page-triggers';

export const ALL_PARTS: Required<PageParts> = { lists, triggers };
