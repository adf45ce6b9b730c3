/**
 * A style's rules read by the browser's own CSS parser instead of stylis, where the browser reads nested CSS.
 *
 * Emotion's cache compiles each style with stylis as it is first used: `.mc-x{color:red;&:hover{…}}` is tokenised,
 * prefixed and written out as flat rules, in script, before the element that uses it is committed. On a first visit
 * that was the largest part of our own main-thread work after React's (a modal's 38 rules: 5-10 ms of the time
 * from the load answer to the painted modal). Browsers that read nested style rules (Chrome 120, Safari 17.2,
 * Firefox 117 and later) take the style as one nested rule and parse it in C++. Elsewhere the cache keeps stylis.
 *
 * Two things stylis did are kept or not needed:
 * - Order: stylis writes a rule's declarations before its nested rules, wherever they were written, so a
 *   declaration written after a nested `@media` block still loses to that block. Browsers that implement nested
 *   declarations keep the written order, so {@link declarationsFirst} puts them first, as stylis did.
 * - Vendor prefixes: our styles use no property that a browser reading nested CSS still needs prefixed, and the
 *   one that Safari needed (`-webkit-backdrop-filter`) is written out (styles/base.ts).
 */
import type { EmotionCache } from '@emotion/utils';

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

/** What the reading stops at: quotes, a comment's start, parentheses, braces and `;`. The rest is skipped natively. */
const TOKEN = /["'(){};]|\/\*/g;
/** A string's rest after its opening quote, through its closing one (or the text's end). */
const STRING_REST: Record<string, RegExp> = { '"': /(?:[^"\\]|\\[^])*"?/y, "'": /(?:[^'\\]|\\[^])*'?/y };

/**
 * A block's text with its own declarations first and its nested rules after them, each nested rule's block ordered
 * the same way: the order stylis wrote them in. Strings, comments and parentheses (`url(data:…;…)`) are read
 * through, so a `;` or a brace inside them is not taken for the end of a declaration or a block. It jumps from token
 * to token with a regular expression: a loop over every character took milliseconds in a page's first run.
 */
export function declarationsFirst(block: string): string {
  if (block.indexOf('{') === -1) return block;
  let declarations = '';
  let rules = '';
  let start = 0;
  let depth = 0;
  let parens = 0;
  let afterRule = false;
  // A regular expression of its own: a nested rule's block is read by a call of its own in the middle of this one.
  const tokens = new RegExp(TOKEN);
  for (let token = tokens.exec(block); token; token = tokens.exec(block)) {
    const at = token.index;
    const text = token[0];
    if (text === '"' || text === "'") {
      const rest = STRING_REST[text] as RegExp;
      rest.lastIndex = at + 1;
      rest.test(block);
      tokens.lastIndex = rest.lastIndex;
    } else if (text === '/*') {
      const end = block.indexOf('*/', at + 2);
      tokens.lastIndex = end === -1 ? block.length : end + 2;
    } else if (text === '(') {
      parens += 1;
    } else if (text === ')') {
      parens = Math.max(0, parens - 1);
    } else if (parens > 0) {
      continue;
    } else if (text === '{') {
      depth += 1;
    } else if (text === '}' && depth > 0) {
      depth -= 1;
      if (depth === 0) {
        rules += nestedRule(block.slice(start, at + 1));
        start = at + 1;
        afterRule = true;
      }
    } else if (text === ';' && depth === 0) {
      declarations += block.slice(start, at + 1);
      start = at + 1;
    }
  }
  // The last declaration may have no `;` of its own: it needs one once a rule follows it.
  const last = block.slice(start).trim();
  if (last) declarations += `${last};`;
  return afterRule ? declarations + rules : block;
}

/** A nested rule (`&:hover{…}`, `@media …{…}`) with its own block ordered. Its prelude holds no brace. */
function nestedRule(rule: string): string {
  const open = rule.indexOf('{');
  return `${rule.slice(0, open + 1)}${declarationsFirst(rule.slice(open + 1, -1))}}`;
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
