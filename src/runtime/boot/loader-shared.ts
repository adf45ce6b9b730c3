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

/**
 * In this order, as a list rather than an object: its names would be strings in the loader every
 * page pays for. Each element's type is checked where the loader builds it (boot.ts).
 */
export type LoaderShared = [
  isUrlAllowed: typeof UrlRule.isUrlAllowed,
  detectDevice: typeof DeviceRule.detectDevice,
  isDeviceAllowed: typeof DeviceRule.isDeviceAllowed,
  isEntranceReady: typeof EntranceRule.isEntranceReady,
  canShowAgain: typeof RepeatRule.canShowAgain,
  isHostAllowed: typeof HostWhitelist.isHostAllowed,
  needsHostWhitelist: typeof HostRestricted.needsHostWhitelist,
  startPageTriggers: typeof PageTriggers.startPageTriggers,
  watchRoutes: typeof Navigation.watchRoutes,
  stringifyJson: typeof Json.stringifyJson,
  createGuid: typeof SessionId.createGuid,
  createStorage: typeof Storage.createStorage,
];

export let isUrlAllowed: LoaderShared[0];
export let detectDevice: LoaderShared[1];
export let isDeviceAllowed: LoaderShared[2];
export let isEntranceReady: LoaderShared[3];
export let canShowAgain: LoaderShared[4];
export let isHostAllowed: LoaderShared[5];
export let needsHostWhitelist: LoaderShared[6];
export let startPageTriggers: LoaderShared[7];
export let watchRoutes: LoaderShared[8];
export let stringifyJson: LoaderShared[9];
export let createGuid: LoaderShared[10];
export let createStorage: LoaderShared[11];

export function provideLoaderShared(shared: LoaderShared): void {
  [isUrlAllowed, detectDevice, isDeviceAllowed, isEntranceReady, canShowAgain, isHostAllowed, needsHostWhitelist, startPageTriggers, watchRoutes, stringifyJson, createGuid, createStorage] = shared;
}
