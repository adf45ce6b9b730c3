/**
 * WCAG 2 contrast (relative luminance, ratios from 1 to 21) and the small decisions built on it:
 * which text colour reads on a background, how far a background moves until a text reads on it.
 * A card drawn at an alpha below 1 shows the page through it, so its contrast is the worse of the
 * card over a white page and over a black one.
 */
export type Rgb = readonly [number, number, number];
/** WCAG AA: body text 4.5:1; large text (24 px, or 18.66 px bold) and the edges of controls 3:1. */
export declare const AA_BODY = 4.5;
export declare const AA_LARGE = 3;
/** The dark text colour the views use; near black reads softer than pure black. */
export declare const INK = '#1c1e21';
/** `#rgb`, `#rrggbb` or `rgb()`/`rgba()` (its alpha ignored); null for anything else (names, gradients). */
export declare function parseColor(color: string): Rgb | null;
export declare function toHex(rgb: Rgb): string;
export declare function luminance([r, g, b]: Rgb): number;
export declare function contrastRatio(a: Rgb, b: Rgb): number;
/** The contrast of `text` on `background` drawn at `alpha`: the worse of a white and a black page behind it. */
export declare function contrastOn(text: Rgb, background: Rgb, alpha?: number): number;
/**
 * The text colour to draw on `background`: `text` itself when it reaches `ratio`; else `text` made
 * deeper or paler (away from the background) when a small move is enough, so a brand colour stays
 * recognisable; else white or {@link INK}, whichever reads better.
 */
export declare function legibleText(text: string, background: string, ratio: number, alpha?: number): string;
/**
 * `background` moved towards black (for a light text) or white (for a dark one) in small steps until
 * `text` reaches `ratio` on it: the owner's hue stays, only deeper or paler.
 */
export declare function legibleBackground(background: string, text: string, ratio: number, alpha?: number): string;
/** Whether two colours are the same colour, however they are written. */
export declare function sameColor(a: string, b: string): boolean;
