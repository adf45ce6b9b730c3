/**
 * The first question of docs/display-rules.md#open-guards: is a widget due (its display rules allow it now)? Asked by
 * the loader (is the page stage needed?) and by the runtime once per opening, before anything is loaded for it; the
 * second, whether its rendered view may show, is render-ready.ts.
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

/** The display rules' guards, in the documented order; the first one that says no is reported. */
const DUE_GUARDS: ReadonlyArray<readonly [GuardName, (input: DueInput) => boolean]> = [
  ['route', (input) => isUrlAllowed(input.setup, input.url, input.matchUrl)],
  ['repeatedDisplay', (input) => canShowAgain(input.setup, input.history, input.now)],
  ['device', (input) => isDeviceAllowed(input.setup.hideOnMobile, input.device)],
  ['entrance', (input) => isEntranceReady(input.setup.whenDisplay, input.page)],
];

function isSkipped(name: GuardName, { mode, ignore = [] }: DueInput): boolean {
  if (mode === 'force') return true;
  // "A manual open ignores the entrance trigger."
  return ignore.includes('all') || (ignore as readonly string[]).includes(name) || (name === 'entrance' && mode === 'manual');
}

/** Whether the widget's display rules let it open now; names the first guard that refuses, so debug logs can say why. */
export function isDue(input: DueInput): GuardVerdict {
  for (const [name, passes] of DUE_GUARDS) {
    if (!isSkipped(name, input) && !passes(input)) return { ok: false, guard: name };
  }
  return { ok: true };
}
