/**
 * Base looks shared by every kind, drawn with the tokens: the card's surface (the 0.9 alpha of docs/widgets.md#colours,
 * with a backdrop blur behind a card that floats over the page, opaque where the browser cannot blur), the
 * call-to-action pill, the focus ring and the entrance motion.
 */
import { css, keyframes, type Keyframes } from './css';
import { token } from './tokens';

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

/**
 * A card drawn at its 0.9 alpha blurs what is behind it, so the page's own text never reads
 * through it. The card's opaque colour is in `--mc-card-solid`: without backdrop filters the card
 * is drawn in it.
 */
export const translucent = css`
  background: var(--mc-card-solid);
  @supports ((backdrop-filter: blur(1px)) or (-webkit-backdrop-filter: blur(1px))) {
    background: var(--mc-card-background, var(--mc-card-solid));
    -webkit-backdrop-filter: blur(16px);
    backdrop-filter: blur(16px);
  }
`;

/** The two colours {@link translucent} reads, as inline custom properties. */
export function surfaceColors(background: string, solid: string): Record<string, string> {
  return { '--mc-card-background': background, '--mc-card-solid': solid };
}

const surfaceShape = css`
  position: relative;
  border-radius: var(--mc-radius, ${token('--mc-radius-lg')});
  box-shadow: var(--mc-shadow, ${token('--mc-shadow-lg')});
`;

/** The surface of a card that floats over the page (an overlay, the landing page's card): {@link translucent}. */
export const cardSurface = css`
  ${surfaceShape};
  ${translucent};
`;

/**
 * The surface of a card in the page's flow (the inline box): nothing of the page lies behind it but its container's own
 * background, so it is drawn at its alpha without the blur, which cost the browser a filter and a composited layer per
 * card (200 embeds drawn 393 → 362 ms, medians of 15 alternating loads).
 */
export const inFlowSurface = css`
  ${surfaceShape};
  background: var(--mc-card-background, var(--mc-card-solid));
`;

/** The call to action: a solid pill in colours chosen to stand out from the card (see palette). */
export const ctaPill = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 10px;
  min-height: 48px;
  max-width: 100%;
  padding: 12px 28px;
  border: 0;
  border-radius: ${token('--mc-radius-pill')};
  font: inherit;
  font-size: 16px;
  font-weight: ${token('--mc-weight-strong')};
  line-height: ${token('--mc-leading-tight')};
  letter-spacing: 0.01em;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  box-shadow: ${token('--mc-shadow-sm')};
  transition:
    transform ${token('--mc-duration-fast')} ${token('--mc-ease')},
    box-shadow ${token('--mc-duration-fast')} ${token('--mc-ease')},
    filter ${token('--mc-duration-fast')} ${token('--mc-ease')};
  &:hover {
    filter: brightness(1.06);
    box-shadow: ${token('--mc-shadow-md')};
    transform: translateY(-1px);
  }
  &:active {
    transform: translateY(0);
  }
  &:focus-visible {
    outline: 2px solid transparent;
    box-shadow: ${token('--mc-focus-ring')};
  }
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
    filter: none;
    transform: none;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover {
      transform: none;
    }
  }
`;
