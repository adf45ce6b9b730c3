/**
 * Overlays that take turns (docs/elements.md, "Overlays that take turns"): whether an overlay whose
 * trigger fired may open now, or must wait its turn, or is over the account's cap. Pure: what is
 * open, the device, the screen and the opens already counted are passed in.
 *
 * - At most one blocking overlay (modal, page takeover) is open; nothing else that takes turns opens
 *   over one (a slide-in does not open over an open modal); on a phone a blocking one also waits
 *   while a bar or slide-in is open, rather than stacking over it.
 * - On a phone the non-blocking overlays open together cover at most 30 % of the screen's height; one
 *   that would cover more waits.
 * - The account's cap (`app.overlay_cap`) counts the overlays opened by their triggers in this visit
 *   (opens less than 30 minutes apart) and in the last 24 hours; at the cap, no more open by trigger.
 * The launcher and the customer chat are bubbles, not overlays that take turns; the page API's
 * `.open()` is the page's own decision and is not asked.
 */
import { BLOCKING, isKind, TAKES_TURNS } from '../kinds';

const PHONE_COVER_LIMIT = 0.3;
const VISIT_GAP_MS = 30 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export type { OverlayCap } from '../constants';
import type { OverlayCap } from '../constants';

export { DEFAULT_OVERLAY_CAP } from '../constants';

interface OpenOverlay {
  widgetType: string;
  /** Its height on screen, px. */
  height: number;
}

export interface TurnInput {
  widgetType: string;
  /** Its expected height when open, px (expectedOverlayHeight). */
  expectedHeight: number;
  open: readonly OpenOverlay[];
  isPhone: boolean;
  screenHeight: number;
  cap: OverlayCap;
  /** When overlays opened by their triggers before, ms. */
  opens: readonly number[];
  now: number;
}

export type TurnVerdict = 'open' | 'wait' | 'cap';

/** The opens of this visit: the latest run of opens each less than 30 minutes after the one before, up to now. */
export function opensThisVisit(opens: readonly number[], now: number): number {
  let count = 0;
  let next = now;
  for (const at of [...opens].sort((a, b) => b - a)) {
    if (next - at >= VISIT_GAP_MS) break;
    count += 1;
    next = at;
  }
  return count;
}

export function overlayTurn(input: TurnInput): TurnVerdict {
  if (!isKind(input.widgetType, TAKES_TURNS)) return 'open';
  const open = input.open.filter((overlay) => isKind(overlay.widgetType, TAKES_TURNS));
  if (input.opens.filter((at) => input.now - at < DAY_MS).length >= input.cap.perDay) return 'cap';
  if (opensThisVisit(input.opens, input.now) >= input.cap.perVisit) return 'cap';
  if (open.some((overlay) => isKind(overlay.widgetType, BLOCKING))) return 'wait';
  if (isKind(input.widgetType, BLOCKING)) return open.length > 0 && input.isPhone ? 'wait' : 'open';
  if (!input.isPhone) return 'open';
  const covered = open.reduce((sum, overlay) => sum + overlay.height, 0) + input.expectedHeight;
  return covered <= PHONE_COVER_LIMIT * input.screenHeight ? 'open' : 'wait';
}

/** Before it is drawn an overlay's height is not known: a bar about 90 px, a phone's full-width slide-in about a quarter of the screen, a blocking one all of it. */
export function expectedOverlayHeight(widgetType: string, screenHeight: number): number {
  if (widgetType === 'bar') return 90;
  if (widgetType === 'slide_in') return Math.round(screenHeight * 0.25);
  return screenHeight;
}
