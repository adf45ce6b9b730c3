/**
 * Base looks shared by every kind, drawn with the tokens: the card's surface (a backdrop blur behind
 * the 0.9 alpha of docs/widgets.md#colours, opaque where the browser cannot blur), the call-to-action pill, the focus
 * ring and the entrance motion.
 */
import { type Keyframes } from '@emotion/react';
export declare const fadeIn: {
  name: string;
  styles: string;
  anim: 1;
  toString: () => string;
} & string;
/** Entrance animations run only for visitors who did not ask for reduced motion. */
export declare function animated(frames: Keyframes, timing: string): import('@emotion/utils').SerializedStyles;
/**
 * A card drawn at its 0.9 alpha blurs what is behind it, so the page's own text never reads
 * through it. The card's opaque colour is in `--mc-card-solid`: without backdrop filters the card
 * is drawn in it.
 */
export declare const translucent: import('@emotion/utils').SerializedStyles;
/** The two colours {@link translucent} reads, as inline custom properties. */
export declare function surfaceColors(background: string, solid: string): Record<string, string>;
export declare const cardSurface: import('@emotion/utils').SerializedStyles;
export declare const focusRing: import('@emotion/utils').SerializedStyles;
/** The call to action: a solid pill in colours chosen to stand out from the card (see palette). */
export declare const ctaPill: import('@emotion/utils').SerializedStyles;
