import { CHECKBOX_REF_RANDOM_MAX } from '../constants';
import { randomInt } from './hash';

/**
 * Checkbox reference (docs/widgets.md#references): a negative number string built from the timestamp in
 * seconds plus a random number from 1 to 999999999. The sum stays far below 2^53, so it is exact.
 */
export function buildCheckboxRef(nowMs: number, random: () => number): string {
  const seconds = Math.floor(nowMs / 1000);
  return String(-(seconds + randomInt(random, CHECKBOX_REF_RANDOM_MAX)));
}
