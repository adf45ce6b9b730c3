// What the page kit and the views import of the rules. The list rules (url-pattern.ts,
// host-whitelist.ts) are left out on purpose: they are the mc-lists chunk's (list-rules.ts), which
// the loader imports only for widgets that need them, and an import through here would pull them
// into the loader.
export { isUrlAllowed, type UrlRuleSetup } from './url-rule';
export { detectDevice } from './device-rule';
export { isEntranceReady } from './entrance-rule';
export { isDue, type DueInput, type GuardIgnoreFlag, type GuardName, type GuardVerdict, type OpenGuardSetup } from './is-due';
export { overlayCandidates } from './overlay-candidates';
export { NO_LISTS, type ListRules } from './lists';
