/**
 * URL match patterns (docs/display-rules.md#url-patterns): `**` matches any characters; `*` matches
 * within one path segment; a `[..]` group is matched literally; case-insensitive; scheme
 * and hash ignored; a pattern ending in `/` allows an optional trailing slash.
 *
 * Choices of our own:
 * - Query: a pattern that names no `?` compares the path only, so `/cart` still matches
 *   `/cart?utm_source=x` (tracking parameters would otherwise break every rule). A pattern
 *   that names a `?` (bare or as `[?]`) is compared with the query included.
 * - A pattern starting with `/` is a path and matches on any host; a URL given as a bare
 *   path (`/blog/a`) has an empty host, so only such path patterns can match it.
 * - A pattern with no `/` at all names a host, and matches that host's home page (the
 *   empty path and `/`), in line with `host/cart` not matching `host/cart/extra`.
 * - `www.`, ports and percent-encoding get no special handling.
 * - Never throws; an empty pattern, or one that is only a scheme or a hash, matches nothing.
 */

type PatternToken = { kind: 'char'; text: string } | { kind: 'literal'; text: string } | { kind: 'star' } | { kind: 'globstar' };

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/** Drops a leading `scheme://` or the `//` of a protocol-relative address. */
function stripScheme(text: string): string {
  const withoutScheme = text.replace(SCHEME, '');
  return withoutScheme.startsWith('//') ? withoutScheme.slice(2) : withoutScheme;
}

/** Splits a pattern into tokens; an unbracketed `#` starts the hash, which is ignored. */
function tokenize(pattern: string): PatternToken[] {
  const tokens: PatternToken[] = [];
  let index = 0;
  while (index < pattern.length) {
    const char = pattern.charAt(index);
    if (char === '#') break;
    if (char === '[') {
      const close = pattern.indexOf(']', index + 1);
      if (close !== -1) {
        tokens.push({ kind: 'literal', text: pattern.slice(index + 1, close) });
        index = close + 1;
        continue;
      }
    }
    if (char === '*') {
      let end = index;
      while (pattern.charAt(end) === '*') end += 1;
      tokens.push(end - index > 1 ? { kind: 'globstar' } : { kind: 'star' });
      index = end;
      continue;
    }
    tokens.push({ kind: 'char', text: char });
    index += 1;
  }
  return tokens;
}

/** One step of a compiled pattern: a character (the optional trailing slash among them) or a wildcard. */
type Step = { kind: 'char'; char: string; optional: boolean } | { kind: 'star' } | { kind: 'globstar' };

function namesQuery(tokens: readonly PatternToken[]): boolean {
  return tokens.some((token) => 'text' in token && token.text.includes('?'));
}

function isBareSlash(token: PatternToken | undefined): boolean {
  return token?.kind === 'char' && token.text === '/';
}

/** Gives a host-only pattern the root path, before its query if it names one. */
function insertHomePath(tokens: PatternToken[]): void {
  const queryAt = tokens.findIndex((token) => 'text' in token && token.text.includes('?'));
  tokens.splice(queryAt === -1 ? tokens.length : queryAt, 0, { kind: 'char', text: '/' });
}

interface CompiledPattern {
  steps: Step[];
  withQuery: boolean;
}

function compilePattern(rawPattern: string): CompiledPattern | undefined {
  const tokens = tokenize(stripScheme(rawPattern.trim()));
  if (tokens.length === 0) return undefined;
  const isPath = isBareSlash(tokens[0]);
  if (!tokens.some(isBareSlash)) insertHomePath(tokens);
  // A path pattern matches on any host: the host is one segment in front of it.
  const steps: Step[] = isPath ? [{ kind: 'star' }] : [];
  for (const token of tokens) {
    if (token.kind === 'star' || token.kind === 'globstar') steps.push({ kind: token.kind });
    else for (const char of token.text.toLowerCase().split('')) steps.push({ kind: 'char', char, optional: false });
  }
  // A trailing bare `/` is optional; `[/]` stays a required slash.
  const last = steps[steps.length - 1];
  if (isBareSlash(tokens[tokens.length - 1]) && last?.kind === 'char') last.optional = true;
  return { steps, withQuery: namesQuery(tokens) };
}

/**
 * Whether the steps match the whole (lower-cased) text, run as a set of states over the text, once:
 * time grows with the text times the pattern, whatever they hold. (A regular expression built from
 * the pattern backtracked: `**?**a*a*a*b` against a 1 MB query in a visitor's link hung the page.)
 * `**` is any run of characters but line breaks, `*` any run without `/`.
 */
function matchSteps(steps: readonly Step[], text: string): boolean {
  const end = steps.length;
  let active = new Uint8Array(end + 1);
  /** Marks a state and every state reachable from it without reading a character. */
  const enter = (states: Uint8Array, from: number) => {
    for (let index = from; index <= end && !states[index]; index++) {
      states[index] = 1;
      const step = steps[index];
      if (!step || (step.kind === 'char' && !step.optional)) break;
    }
  };
  enter(active, 0);
  for (const char of text.split('')) {
    const next = new Uint8Array(end + 1);
    for (let index = 0; index < end; index++) {
      const step = steps[index]!;
      if (!active[index]) continue;
      if (step.kind === 'char') {
        if (step.char === char) enter(next, index + 1);
      } else if (step.kind === 'globstar' ? !/[\n\r\u2028\u2029]/.test(char) : char !== '/') enter(next, index);
    }
    // No state left: the rest of the text cannot match.
    if (!next.includes(1)) return false;
    active = next;
  }
  return active[end] === 1;
}

/** Reduces a URL to `host/path[?query]`, the shape patterns are compiled against. */
function normalizeUrl(rawUrl: string, withQuery: boolean): string {
  const withoutHash = rawUrl.trim().split('#', 1)[0] ?? '';
  const address = stripScheme(withoutHash);
  const queryStart = address.indexOf('?');
  const beforeQuery = queryStart === -1 ? address : address.slice(0, queryStart);
  const query = queryStart === -1 ? '' : address.slice(queryStart);
  // `https://shop.example.com` and `https://shop.example.com/` are the same home page.
  const hostAndPath = beforeQuery.includes('/') ? beforeQuery : `${beforeQuery}/`;
  return withQuery ? hostAndPath + query : hostAndPath;
}

export function matchUrlPattern(pattern: string, url: string): boolean {
  if (typeof pattern !== 'string' || typeof url !== 'string') return false;
  const compiled = compilePattern(pattern);
  if (!compiled) return false;
  return matchSteps(compiled.steps, normalizeUrl(url, compiled.withQuery).toLowerCase());
}

/** True when any of the patterns matches the URL. */
export function matchUrl(patterns: readonly string[], url: string): boolean {
  if (!Array.isArray(patterns)) return false;
  return patterns.some((pattern) => matchUrlPattern(pattern, url));
}
