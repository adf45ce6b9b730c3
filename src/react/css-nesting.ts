/**
 * A style's rules read by the browser's own CSS parser, where the browser reads nested CSS.
 *
 * Emotion's cache compiles each style with stylis as it is first used: `.mc-x{color:red;&:hover{…}}` is tokenised,
 * prefixed and written out as flat rules, in script, before the element that uses it is committed. On a first visit
 * that was the largest part of our own main-thread work after React's (a modal's 38 rules: 5-10 ms of the time
 * from the load answer to the painted modal). Browsers that read nested style rules (Chrome 120, Safari 17.2,
 * Firefox 117 and later) take the style as one nested rule and parse it in C++. Elsewhere each style is written as
 * the flat rules stylis wrote (flatten-css.ts).
 *
 * Two things stylis did are kept or not needed:
 * - Order: stylis writes a rule's declarations before its nested rules, wherever they were written, so a
 *   declaration written after a nested `@media` block still loses to that block. Browsers that implement nested
 *   declarations keep the written order, so {@link declarationsFirst} puts them first, as stylis did.
 * - Vendor prefixes: our styles use no property that a browser reading nested CSS still needs prefixed, and the
 *   one that Safari needed (`-webkit-backdrop-filter`) is written out (styles/base.ts).
 */
import type { EmotionCache } from '@emotion/utils';
import { readBlock } from './css-blocks';

/**
 * Whether this browser reads nested style rules, a nested type selector without `&` included (`& a` is written as
 * `a` in some of our styles). Browsers with only the first form of nesting drop that rule.
 */
export function readsNestedCss(): boolean {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('a{b{color:red}&:hover{color:red}}');
    return (sheet.cssRules[0] as CSSStyleRule | undefined)?.cssRules?.length === 2;
  } catch {
    return false;
  }
}

/**
 * A block's text with its own declarations first and its nested rules after them, each nested rule's block ordered
 * the same way: the order stylis wrote them in (and flatten-css.ts writes them in).
 */
export function declarationsFirst(block: string): string {
  if (block.indexOf('{') === -1) return block;
  const { declarations, rules } = readBlock(block);
  if (!rules.length) return block;
  return rules.reduce((text, rule) => `${text}${rule.prelude}{${declarationsFirst(rule.block)}}`, declarations);
}

/**
 * Emotion's `insert` for a cache whose sheet takes nested rules: the style under its class as one rule, parsed by the
 * browser. A style with no selector is a rule of its own already (an animation's `@keyframes`).
 */
export function nestedInsert(cache: EmotionCache): EmotionCache['insert'] {
  return (selector, serialized, sheet, shouldCache) => {
    sheet.insert(selector ? `${selector}{${declarationsFirst(serialized.styles)}}` : serialized.styles);
    if (shouldCache) cache.inserted[serialized.name] = true;
  };
}
