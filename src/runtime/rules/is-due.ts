/**
 * Whether a widget is due: the open guards of docs/display-rules.md#open-guards, asked by the loader (is any overlay due,
 * so the page stage is needed?) and by the runtime (may this instance open now?) alike.
 */
import type { GUARD_IGNORE_FLAGS } from '../constants';
import type { Device, OpenMode, PageSignals, ShowAgain, WhenDisplay, WidgetHistory } from '../types';
import { isDeviceAllowed } from './device-rule';
import { isEntranceReady } from './entrance-rule';
import { canShowAgain } from './repeat-rule';
import type { ListRules } from './lists';
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

export interface DueInput {
  /**
   * Whether the social SDK is ready and the instance rendered. Left out before anything rendered
   * (the loader's question, or the runtime's before it loads the UI): those two guards then pass.
   */
  sdkReady?: boolean;
  rendered?: boolean;
  url: string;
  /** The URL patterns' matcher (list-rules.ts, or NO_LISTS when no widget on the page has a list). */
  matchUrl: ListRules['matchUrl'];
  device: Device;
  now: number;
  page: PageSignals;
  history: WidgetHistory;
  setup: OpenGuardSetup;
  ignore?: readonly GuardIgnoreFlag[];
  mode?: OpenMode;
}

/**
 * docs/display-rules.md#open-guards, in the documented order; the first one that says no is reported. The first
 * two (the SDK and render checks) come before "unless ignored": no ignore flag skips them.
 */
const OPEN_GUARDS: ReadonlyArray<readonly [GuardName, (input: DueInput) => boolean]> = [
  ['sdk', (input) => input.sdkReady !== false],
  ['rendered', (input) => input.rendered !== false],
  ['route', (input) => isUrlAllowed(input.setup, input.url, input.matchUrl)],
  ['repeatedDisplay', (input) => canShowAgain(input.setup, input.history, input.now)],
  ['device', (input) => isDeviceAllowed(input.setup.hideOnMobile, input.device)],
  ['entrance', (input) => isEntranceReady(input.setup.whenDisplay, input.page)],
];
const FIRST_IGNORABLE = 2;

function isSkipped(name: GuardName, index: number, { mode, ignore = [] }: DueInput): boolean {
  // "A force open ignores everything": read literally, the SDK and render checks too, since
  // a force open is the page's explicit override and no exception is named.
  if (mode === 'force') return true;
  if (index < FIRST_IGNORABLE) return false;
  // "A manual open ignores the entrance trigger."
  return ignore.includes('all') || (ignore as readonly string[]).includes(name) || (name === 'entrance' && mode === 'manual');
}

/** Runs the open guards in order and names the first that refuses, so debug logs can say why. */
export function isDue(input: DueInput): GuardVerdict {
  for (const [index, [name, passes]] of OPEN_GUARDS.entries()) {
    if (!isSkipped(name, index, input) && !passes(input)) return { ok: false, guard: name };
  }
  return { ok: true };
}
