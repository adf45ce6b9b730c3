/** The rules that read an owner's lists (URL patterns, the host whitelist): a chunk of their own (dist/ui/mc-lists.js), see lists.ts. */
export { matchUrl, matchUrlPattern } from './url-pattern';
export { isHostAllowed } from './host-whitelist';
