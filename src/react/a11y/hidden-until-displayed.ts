/**
 * An instance is mounted before it is displayed (the messenger plugin must render before the
 * runtime opens it), but until then it is invisible, out of the tab order and out of the
 * accessibility tree.
 */
import { css } from '../../../styles/css';

export const hiddenStyle = css`
  visibility: hidden !important;
  pointer-events: none !important;
`;

export function hiddenProps(displayed: boolean) {
  return displayed ? {} : { inert: true, 'aria-hidden': true as const };
}
