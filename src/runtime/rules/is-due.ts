/**
 * The open guards of docs/display-rules.md#open-guards, as two questions asked at two moments: is a widget due (its
 * display rules allow it now: asked by the loader, is the page stage needed? and by the runtime, once per opening,
 * before anything is loaded for it), and has its view rendered (asked once it has, just before it shows).
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

export interface RenderInput {
  /** The social SDK is ready, or the widget needs none (its render reason is set once its plugin rendered, timed out or was skipped). */
  sdkReady: boolean;
  rendered: boolean;
  mode?: OpenMode;
}

/**
 * Whether the view that was rendered for an opening may show: the SDK, then the render. No ignore flag skips these
 * two; a force open does ("ignores everything", read literally: it is the page's explicit override and no exception
 * is named).
 */
export function isRenderReady({ sdkReady, rendered, mode }: RenderInput): GuardVerdict {
  if (mode === 'force') return { ok: true };
  if (!sdkReady) return { ok: false, guard: 'sdk' };
  if (!rendered) return { ok: false, guard: 'rendered' };
  return { ok: true };
}
