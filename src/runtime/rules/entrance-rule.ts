import { ADD_TO_CART_TRIGGER } from '../constants';
import { own } from '../config/readers';
import type { PageSignals, WhenDisplay } from '../types';

type EntranceCheck = (page: PageSignals, value: number | string) => boolean;

/** A threshold that is not a number never opens the widget rather than opening it at once. */
function reached(progress: number, value: number | string): boolean {
  const threshold = typeof value === 'string' && value.trim() === '' ? NaN : Number(value);
  return Number.isFinite(threshold) && progress >= threshold;
}

/** docs/display-rules.md#entrance-rule: always; scroll percentage reached; seconds on page reached; exit intent; anchor present. */
const ENTRANCE_CHECKS: Readonly<Record<string, EntranceCheck>> = {
  immediately: () => true,
  scroll: (page, value) => reached(page.maxScroll, value),
  delay: (page, value) => reached(page.secondsSpent, value),
  exit_intent: (page) => page.exitIntent === true,
  anchor: (page, value) => Array.isArray(page.anchors) && page.anchors.includes(String(value)),
  // Opened only by the store integration when the add-to-cart button is clicked (docs/display-rules.md#add-to-cart).
  [ADD_TO_CART_TRIGGER]: () => false,
};

export function isEntranceReady(whenDisplay: WhenDisplay, page: PageSignals): boolean {
  if (!Array.isArray(whenDisplay) || !page) return false;
  const [mode, value] = whenDisplay;
  return own(ENTRANCE_CHECKS, mode)?.(page, value) ?? false;
}
