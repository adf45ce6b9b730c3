/**
 * What the page stage and the UI chunk borrow from the loader instead of carrying second copies:
 * their builds (esbuild.config.mjs) point their imports of these modules here, and the loader
 * fills this in before it starts the stage, which hands it to the UI chunk (`UiHost.shared`). ES
 * module bindings are live, so the borrowing code reads the loader's functions. Builds that bundle
 * everything (the npm package, tests) never read it.
 */
import type * as DeviceRule from '../rules/device-rule';
import type * as EntranceRule from '../rules/entrance-rule';
import type * as HostRestricted from '../rules/host-restricted';
import type * as HostWhitelist from '../rules/host-whitelist';
import type * as RepeatRule from '../rules/repeat-rule';
import type * as UrlRule from '../rules/url-rule';
import type * as Navigation from '../navigation';
import type * as Json from '../json';
import type * as SessionId from '../builders/session-id';
import type * as Storage from '../storage';
import type * as PageTriggers from '../triggers/page-triggers';

export interface LoaderShared {
  isUrlAllowed: typeof UrlRule.isUrlAllowed;
  detectDevice: typeof DeviceRule.detectDevice;
  isDeviceAllowed: typeof DeviceRule.isDeviceAllowed;
  isEntranceReady: typeof EntranceRule.isEntranceReady;
  canShowAgain: typeof RepeatRule.canShowAgain;
  isHostAllowed: typeof HostWhitelist.isHostAllowed;
  needsHostWhitelist: typeof HostRestricted.needsHostWhitelist;
  startPageTriggers: typeof PageTriggers.startPageTriggers;
  watchRoutes: typeof Navigation.watchRoutes;
  stringifyJson: typeof Json.stringifyJson;
  createGuid: typeof SessionId.createGuid;
  createStorage: typeof Storage.createStorage;
}

export let isUrlAllowed: LoaderShared['isUrlAllowed'];
export let detectDevice: LoaderShared['detectDevice'];
export let isDeviceAllowed: LoaderShared['isDeviceAllowed'];
export let isEntranceReady: LoaderShared['isEntranceReady'];
export let canShowAgain: LoaderShared['canShowAgain'];
export let isHostAllowed: LoaderShared['isHostAllowed'];
export let needsHostWhitelist: LoaderShared['needsHostWhitelist'];
export let startPageTriggers: LoaderShared['startPageTriggers'];
export let watchRoutes: LoaderShared['watchRoutes'];
export let stringifyJson: LoaderShared['stringifyJson'];
export let createGuid: LoaderShared['createGuid'];
export let createStorage: LoaderShared['createStorage'];

export function provideLoaderShared(shared: LoaderShared): void {
  ({ isUrlAllowed, detectDevice, isDeviceAllowed, isEntranceReady, canShowAgain, isHostAllowed, needsHostWhitelist, startPageTriggers, watchRoutes, stringifyJson, createGuid, createStorage } = shared);
}
