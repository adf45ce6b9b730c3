/** Looks shared by the card kinds. Sizes in px: the host page's `html` font size must not reach in. */
import { css, keyframes, type Keyframes } from '@emotion/react';
import { DEFAULT_Z_INDEX } from '../../runtime/constants';

/** Owners move overlays above or below their own layers with `--mc-z-index` (CONTRACT §3). */
export const zIndex = `var(--mc-z-index, ${DEFAULT_Z_INDEX})`;

export const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** Entrance animations run only for visitors who did not ask for reduced motion. */
export function animated(frames: Keyframes, timing: string) {
  return css`
    @media (prefers-reduced-motion: no-preference) {
      animation: ${frames} ${timing};
    }
  `;
}

export const cardSurface = css`
  position: relative;
  border-radius: var(--mc-radius, 8px);
  box-shadow: var(--mc-shadow, 0 8px 28px rgba(0, 0, 0, 0.28));
`;
