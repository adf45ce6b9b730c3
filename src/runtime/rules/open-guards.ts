import type { GUARD_IGNORE_FLAGS } from '../constants';
import type { Device, OpenMode, PageSignals, ShowAgain, WhenDisplay, WidgetHistory } from '../types';
import { isDeviceAllowed } from './device-rule';
import { isEntranceReady } from './entrance-rule';
import { canShowAgain } from './repeat-rule';
import { isUrlAllowed } from './url-rule';

export type GuardIgnoreFlag = (typeof GUARD_IGNORE_FLAGS)[number];
export type GuardName = 'sdk' | 'rendered' | 'route' | 'repeatedDisplay' | 'device' | 'entrance';
export type GuardVerdict = { ok: true } | { ok: false; guard: GuardName };

export interface OpenGuardSetup {
  urlWhitelist?: readonly string[];
  urlBlacklist?: readonly string[];
  hideOnMobile?: unknown;
  whenDisplay: WhenDisplay;
  showAgain: ShowAgain;
  showAgainIfClosed: ShowAgain;
}

export interface OpenGuardInput {
  sdkReady: boolean;
  rendered: boolean;
  url: string;
  device: Device;
  now: number;
  page: PageSignals;
  history: WidgetHistory;
  setup: OpenGuardSetup;
  ignore?: readonly GuardIgnoreFlag[];
  mode?: OpenMode;
}

interface Guard {
  /** Whether the ignore flags may skip it; the SDK and render checks come before "unless ignored". */
  ignorable: boolean;
  passes: (input: OpenGuardInput) => boolean;
}

/**
 * Spec 1 §4 "Open guards", in the spec's order; the first one that says no is reported.
 * A Map keeps that order explicit rather than relying on object key order.
 */
const OPEN_GUARDS: ReadonlyMap<GuardName, Guard> = new Map<GuardName, Guard>([
  ['sdk', { ignorable: false, passes: (input) => input.sdkReady === true }],
  ['rendered', { ignorable: false, passes: (input) => input.rendered === true }],
  ['route', { ignorable: true, passes: (input) => isUrlAllowed(input.setup, input.url) }],
  ['repeatedDisplay', { ignorable: true, passes: (input) => canShowAgain(input.setup, input.history, input.now) }],
  ['device', { ignorable: true, passes: (input) => isDeviceAllowed(input.setup.hideOnMobile, input.device) }],
  ['entrance', { ignorable: true, passes: (input) => isEntranceReady(input.setup.whenDisplay, input.page) }],
]);

function isSkipped(name: GuardName, guard: Guard, input: OpenGuardInput): boolean {
  // "A force open ignores everything": read literally, the SDK and render checks too, since
  // a force open is the page's explicit override and the spec names no exception.
  if (input.mode === 'force') return true;
  if (!guard.ignorable) return false;
  const ignore = input.ignore ?? [];
  if (ignore.includes('all') || (ignore as readonly string[]).includes(name)) return true;
  // "A manual open ignores the entrance trigger."
  return name === 'entrance' && input.mode === 'manual';
}

/** Runs the open guards in order and names the first that refuses, so debug logs can say why. */
export function checkOpenGuards(input: OpenGuardInput): GuardVerdict {
  for (const [name, guard] of OPEN_GUARDS) {
    if (isSkipped(name, guard, input)) continue;
    if (!guard.passes(input)) return { ok: false, guard: name };
  }
  return { ok: true };
}
