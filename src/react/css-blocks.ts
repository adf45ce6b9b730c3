/**
 * A style block read into its own declarations and its nested rules, in the order written: what flatten-css.ts
 * writes a style's flat rules from.
 */

/** A nested rule of a block: what comes before its brace (`&:hover`, `@media (…)`), trimmed, and its block's text. */
export interface NestedRule {
  prelude: string;
  block: string;
}

/** A block's own declarations (each ended by `;`, in order) and its nested rules (in order). */
export interface BlockParts {
  declarations: string;
  rules: NestedRule[];
}

/** What the reading stops at: quotes, a comment's start, parentheses, braces and `;`. The rest is skipped natively. */
const TOKEN = /["'(){};]|\/\*/g;
/** A string's rest after its opening quote, through its closing one (or the text's end). */
const STRING_REST: Record<string, RegExp> = { '"': /(?:[^"\\]|\\[^])*"?/y, "'": /(?:[^'\\]|\\[^])*'?/y };

/**
 * A block's declarations and nested rules. Strings, comments and parentheses (`url(data:…;…)`) are read through, so a
 * `;` or a brace inside them is not taken for the end of a declaration or a block. It jumps from token to token with a
 * regular expression: a loop over every character took milliseconds in a page's first run.
 */
export function readBlock(block: string): BlockParts {
  const parts: BlockParts = { declarations: '', rules: [] };
  let start = 0;
  let depth = 0;
  let parens = 0;
  let open = 0;
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
      // A comment in front of a declaration or a rule (a style as written, unminified) is left out: in front of a rule it
      // would be read as part of its selector, and a group's `@media` no longer as the rule's start.
      if (!depth && !block.slice(start, at).trim()) start = tokens.lastIndex;
    } else if (text === '(') {
      parens += 1;
    } else if (text === ')') {
      parens = Math.max(0, parens - 1);
    } else if (parens > 0) {
      continue;
    } else if (text === '{') {
      if (depth === 0) open = at;
      depth += 1;
    } else if (text === '}' && depth > 0) {
      depth -= 1;
      if (depth === 0) {
        parts.rules.push({ prelude: block.slice(start, open).trim(), block: block.slice(open + 1, at) });
        start = at + 1;
      }
    } else if (text === ';' && depth === 0) {
      parts.declarations += block.slice(start, at + 1);
      start = at + 1;
    }
  }
  // The last declaration may have no `;` of its own.
  const last = block.slice(start).trim();
  if (last) parts.declarations += `${last};`;
  return parts;
}
