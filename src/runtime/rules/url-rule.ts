import type { ListRules } from './lists';

export interface UrlRuleSetup {
  urlWhitelist?: readonly string[];
  urlBlacklist?: readonly string[];
}

/** Blank entries come from emptied editor fields; they must not turn a list on or match anything. */
export function meaningfulEntries(list: readonly string[] | undefined): string[] {
  if (!Array.isArray(list)) return [];
  return list.filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '');
}

/**
 * docs/display-rules.md#url-rule: if a whitelist is present and non-empty, the page URL must match one
 * entry. Otherwise, if a blacklist is present, it must match none. Otherwise allowed.
 * The blacklist is not consulted when a whitelist applies. The patterns
 * are matched by `matchUrl` (url-pattern.ts, or NO_LISTS when no widget on the page has a list).
 */
export function isUrlAllowed(setup: UrlRuleSetup, url: string, matchUrl: ListRules['matchUrl']): boolean {
  const whitelist = meaningfulEntries(setup?.urlWhitelist);
  if (whitelist.length > 0) return matchUrl(whitelist, url);
  return !matchUrl(meaningfulEntries(setup?.urlBlacklist), url);
}
