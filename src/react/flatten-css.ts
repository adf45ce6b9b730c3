/**
 * A style's flat rules, as every browser is given them (root-styles.ts): the rules stylis, Emotion's CSS compiler,
 * wrote for our styles, in its order (test/architecture/flatten-css.test.ts compares the two on every style of the
 * code). Our styles need only what is below: nested selectors (`&` or a descendant), selector lists, and conditional
 * groups (`@media`, `@supports`) around them.
 *
 * - Stylis itself compiled each style in script as it was first used, a character at a time: on a first visit the
 *   largest part of our own main-thread work after React's (a modal's 38 styles: 5-10 ms). This reads a block from
 *   token to token with a regular expression (css-blocks.ts).
 * - Browsers that read nested CSS were once handed each style as one nested rule instead, its declarations put first
 *   as stylis put them (a declaration written after a nested `@media` block still loses to it). Flat rules cost those
 *   browsers nothing measurable (alternating loads: the first visit 112.7 ms with nested rules, 111.3 flat; one
 *   modal's and every kind's heap the same), work in every browser with constructed sheets or style tags alike, and leave one way for a
 *   style to reach a sheet.
 * - Vendor prefixes: our styles use no property a browser running the widgets still needs prefixed, and the one that
 *   Safari needed (`-webkit-backdrop-filter`) is written out (styles/base.ts).
 */
import { readBlock } from './css-blocks';

/** At-rules whose block holds rules for the selector around them, written flat inside the group. */
const GROUP = /^@(media|supports|container|layer)\b/;

/** A selector list's selectors: split at its commas, not those inside parentheses, brackets or quotes. */
export function splitSelectors(list: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let at = 0; at < list.length; at += 1) {
    const char = list[at];
    if (char === '\\') at += 1;
    else if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) {
      selectors.push(list.slice(start, at).trim());
      start = at + 1;
    }
  }
  selectors.push(list.slice(start).trim());
  return selectors;
}

/** A nested selector list under its parents': `&` stands for the parent, a selector without one is its descendant. */
function nest(parents: readonly string[], prelude: string): string[] {
  return splitSelectors(prelude).flatMap((child) =>
    parents.map((parent) => (child.includes('&') ? child.split('&').join(parent) : `${parent} ${child}`)),
  );
}

function flatten(parents: readonly string[], block: string, write: (rule: string) => void): void {
  const { declarations, rules } = readBlock(block);
  if (declarations) write(`${parents.join(',')}{${declarations}}`);
  for (const { prelude, block: inner } of rules) {
    if (GROUP.test(prelude)) {
      let group = '';
      flatten(parents, inner, (rule) => (group += rule));
      if (group) write(`${prelude}{${group}}`);
    } else if (prelude.startsWith('@')) {
      write(`${prelude}{${inner}}`);
    } else {
      flatten(nest(parents, prelude), inner, write);
    }
  }
}

/** Each flat rule of a style for `selector` (its class), in order, to `write`. */
export function flatRules(selector: string, styles: string, write: (rule: string) => void): void {
  flatten([selector], styles, write);
}
