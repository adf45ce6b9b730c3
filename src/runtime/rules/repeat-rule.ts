import { REPEAT_UNIT_MS } from '../constants';
import { own } from '../config/readers';
import type { ShowAgain, WidgetHistory } from '../types';

export interface RepeatRule {
  showAgain: ShowAgain;
  showAgainIfClosed: ShowAgain;
}

type ElapsedCheck = (elapsedMs: number, amount: number) => boolean;

/** "seconds, hours, days allow when elapsed time since the last impression exceeds number times unit". */
const exceeds =
  (unitMs: number): ElapsedCheck =>
  (elapsedMs, amount) =>
    elapsedMs > amount * unitMs;

const REPEAT_CHECKS: Readonly<Record<string, ElapsedCheck>> = {
  never: () => false,
  always: () => true,
  seconds: exceeds(REPEAT_UNIT_MS.seconds),
  hours: exceeds(REPEAT_UNIT_MS.hours),
  days: exceeds(REPEAT_UNIT_MS.days),
};

/**
 * docs/display-rules.md#repeat-rule: a widget not yet shown is allowed. Otherwise use showAgainIfClosed
 * after a manual close, else showAgain. An unknown mode, a malformed pair or a non-numeric
 * amount refuses: showing a widget too often is worse than skipping it once.
 */
export function canShowAgain(rule: RepeatRule, history: WidgetHistory, now: number): boolean {
  const lastImpression = history?.lastImpression;
  // `== null`: a session restored from JSON may carry null for "never shown".
  if (lastImpression == null) return true;
  const pair = history.manualClose ? rule?.showAgainIfClosed : rule?.showAgain;
  if (!Array.isArray(pair)) return false;
  const [mode, amount] = pair;
  const check = own(REPEAT_CHECKS, mode);
  if (!check) return false;
  return check(now - lastImpression, Number(amount));
}
