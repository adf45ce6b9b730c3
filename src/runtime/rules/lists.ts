/**
 * The rules that read an owner's lists (URL patterns, the host whitelist) come as a value: they are
 * a chunk of their own (list-rules.ts, dist/ui/mc-lists.js) that only pages whose widgets have such
 * lists fetch, and the loader hands what it has to every rule that needs them.
 */
import type * as ListRulesModule from './list-rules';

export type ListRules = Pick<typeof ListRulesModule, 'matchUrl' | 'isHostAllowed'>;

/** What the list rules answer for lists without entries, which is when their chunk is not fetched. */
export const NO_LISTS: ListRules = {
  matchUrl: () => false,
  isHostAllowed: () => true,
};
