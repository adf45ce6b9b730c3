/**
 * WCAG 2 contrast (relative luminance, ratios from 1 to 21) and the small decisions built on it:
 * which text colour reads on a background, how far a background moves until a text reads on it.
 * A card drawn at an alpha below 1 shows the page through it, so its contrast is the worse of the
 * card over a white page and over a black one.
 */
type Rgb = readonly [number, number, number];

/** WCAG AA: body text 4.5:1; large text (24 px, or 18.66 px bold) and the edges of controls 3:1. */
export const AA_BODY = 4.5;
export const AA_LARGE = 3;

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
/** The dark text colour the views use; near black reads softer than pure black. */
export const INK = '#1c1e21';

/** `#rgb`, `#rrggbb` or `rgb()`/`rgba()` (its alpha ignored); null for anything else (names, gradients). */
export function parseColor(color: string): Rgb | null {
  const value = color.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as unknown as Rgb;
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/.exec(value);
  return rgb ? ([1, 2, 3].map((index) => Math.min(255, Number(rgb[index]))) as unknown as Rgb) : null;
}

export function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/*
 * These run in a card's first render, where the code is still interpreted and each array, closure or spread is paid
 * for: the palette's searches call them hundreds of times, so they are written as plain arithmetic.
 */
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(rgb: Rgb): number {
  return 0.2126 * linear(rgb[0]) + 0.7152 * linear(rgb[1]) + 0.0722 * linear(rgb[2]);
}

function ratioOfLuminances(a: number, b: number): number {
  return a > b ? (a + 0.05) / (b + 0.05) : (b + 0.05) / (a + 0.05);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  return ratioOfLuminances(luminance(a), luminance(b));
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return [from[0] + (to[0] - from[0]) * amount, from[1] + (to[1] - from[1]) * amount, from[2] + (to[2] - from[2]) * amount];
}

/** The contrast of `text` on `background` drawn at `alpha`: the worse of a white and a black page behind it. */
export function contrastOn(text: Rgb, background: Rgb, alpha = 1): number {
  if (alpha >= 1) return contrastRatio(text, background);
  const lum = luminance(text);
  return Math.min(
    ratioOfLuminances(lum, luminance(mix(WHITE, background, alpha))),
    ratioOfLuminances(lum, luminance(mix(BLACK, background, alpha))),
  );
}

/**
 * The text colour to draw on `background`: `text` itself when it reaches `ratio`; else `text` made
 * deeper or paler (away from the background) when a small move is enough, so a brand colour stays
 * recognisable; else white or {@link INK}, whichever reads better.
 */
export function legibleText(text: string, background: string, ratio: number, alpha = 1): string {
  const fg = parseColor(text);
  const bg = parseColor(background);
  if (!fg || !bg || contrastOn(fg, bg, alpha) >= ratio) return text;
  const ink = parseColor(INK)!;
  const lightText = contrastOn(WHITE, bg, alpha) >= contrastOn(ink, bg, alpha);
  // On an opaque background no colour reads better than white or black: past both, no step can pass (white or ink's
  // 21:1 asked of any other background) and the search is skipped.
  const reachable = alpha < 1 || ratio <= Math.max(contrastRatio(WHITE, bg), contrastRatio(BLACK, bg));
  const moved = reachable && stepTowards(fg, lightText ? WHITE : BLACK, (candidate) => contrastOn(candidate, bg, alpha) >= ratio, 0.35);
  return moved ? toHex(moved) : lightText ? '#ffffff' : INK;
}

/** The first colour on the way from `from` to `to` (at most `limit` of the way) that `passes`. */
function stepTowards(from: Rgb, to: Rgb, passes: (candidate: Rgb) => boolean, limit = 1): Rgb | null {
  const steps = 50;
  for (let step = 1; step <= steps * limit; step++) {
    const candidate = mix(from, to, step / steps);
    if (passes(candidate)) return candidate;
  }
  return null;
}

/**
 * `background` moved towards black (for a light text) or white (for a dark one) in small steps until
 * `text` reaches `ratio` on it: the owner's hue stays, only deeper or paler.
 */
export function legibleBackground(background: string, text: string, ratio: number, alpha = 1): string {
  const fg = parseColor(text);
  const bg = parseColor(background);
  if (!fg || !bg || contrastOn(fg, bg, alpha) >= ratio) return background;
  const towards = luminance(fg) > 0.5 ? BLACK : WHITE;
  return toHex(stepTowards(bg, towards, (candidate) => contrastOn(fg, candidate, alpha) >= ratio) ?? towards);
}

/** Whether two colours are the same colour, however they are written. */
export function sameColor(a: string, b: string): boolean {
  const x = parseColor(a);
  const y = parseColor(b);
  return x !== null && y !== null && x.every((channel, index) => Math.round(channel) === Math.round(y[index]!));
}
