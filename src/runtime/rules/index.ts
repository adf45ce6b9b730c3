export { matchUrl, matchUrlPattern } from './url-pattern';
export { isUrlAllowed, type UrlRuleSetup } from './url-rule';
export { detectDevice, isDeviceAllowed } from './device-rule';
export { canShowAgain, type RepeatRule } from './repeat-rule';
export { isEntranceReady } from './entrance-rule';
export {
  checkOpenGuards,
  type GuardIgnoreFlag,
  type GuardName,
  type GuardVerdict,
  type OpenGuardInput,
  type OpenGuardSetup,
} from './open-guards';
export { isHostAllowed } from './host-whitelist';
export { needsHostWhitelist, type HostRestrictedWidget } from './host-restricted';
