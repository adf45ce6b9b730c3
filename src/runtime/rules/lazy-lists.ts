/**
 * The loader's url-pattern.ts and host-whitelist.ts: esbuild.config.mjs points the loader's imports
 * of them here, and the real ones are a chunk of their own (list-rules.ts, dist/ui/mc-lists.js)
 * that only pages whose widgets have URL lists or a host whitelist to check fetch. The boot
 * provides it before the first decision (boot/lazy-parts.ts). Without it no list has an entry:
 * no pattern matches, and an empty whitelist allows every host (as the real rules say).
 */
import type * as ListRules from './list-rules';

export { needsHostWhitelist, type HostRestrictedWidget } from './host-restricted';

let loaded: typeof ListRules | undefined;

export function provideListRules(module: typeof ListRules): void {
  loaded = module;
}

export const matchUrlPattern: typeof ListRules.matchUrlPattern = (pattern, url) => loaded?.matchUrlPattern(pattern, url) ?? false;

export const matchUrl: typeof ListRules.matchUrl = (patterns, url) => loaded?.matchUrl(patterns, url) ?? false;

export const isHostAllowed: typeof ListRules.isHostAllowed = (whitelist, host) => loaded?.isHostAllowed(whitelist, host) ?? true;
