import { ALLOWED_URL_SCHEMES } from './constants';

/**
 * URLs from widget configuration end up in `href`, `window.open` and `location`. Only allow-listed
 * schemes pass; everything here is a pure string check and never throws.
 */

/** Schemes that run code or carry a document; refused outright, before any normalising. */
const DANGEROUS_SCHEMES = ['javascript:', 'data:', 'vbscript:'];

/** Resolves relative URLs for the scheme check only; its own protocol must be an allowed one. */
const CHECK_BASE = 'https://base.invalid/';

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** What the WHATWG URL parser strips from both ends: C0 controls and space. */
// eslint-disable-next-line no-control-regex -- the parser's own C0 control range, matched on purpose
const EDGE_CONTROLS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
/** What it removes anywhere: tab, line feed, carriage return. */
const TAB_OR_NEWLINE = /[\t\n\r]/g;
/** For the paranoid pass: every control, space and invisible character a scheme might hide behind. */
// eslint-disable-next-line no-control-regex -- control characters are what this pass removes
const INVISIBLE = /[\u0000-\u0020\u007f-\u00a0\u00ad\u200b-\u200f\u2028\u2029\u2060\ufeff]/g;
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  amp: '&',
  lpar: '(',
  rpar: ')',
  period: '.',
  nbsp: '\u00a0',
};

/** What the browser itself does to an href before parsing it. */
function browserClean(url: string): string {
  return url.replace(EDGE_CONTROLS, '').replace(TAB_OR_NEWLINE, '');
}

function decodeEntities(text: string): string {
  return text.replace(/&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));?/gi, (match, hex?: string, dec?: string, name?: string) => {
    if (name) return NAMED_ENTITIES[name.toLowerCase()] ?? match;
    const code = hex ? parseInt(hex, 16) : Number(dec);
    return code <= 0x10ffff ? String.fromCodePoint(code) : match;
  });
}

function decodePercent(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The input as every layer that might decode it could see it: HTML entities (if it is ever
 * written into markup), percent-encoding (nested up to a few times) and hidden characters.
 */
function decodedVariants(url: string): string[] {
  const variants = new Set<string>([url]);
  let current = url;
  for (let round = 0; round < 4; round++) {
    const next = decodePercent(decodeEntities(current));
    variants.add(next);
    if (next === current) break;
    current = next;
  }
  for (const variant of [...variants]) variants.add(variant.replace(INVISIBLE, ''));
  return [...variants];
}

function leadingScheme(text: string): string | undefined {
  return SCHEME.exec(text)?.[1]?.toLowerCase().concat(':');
}

/**
 * The URL, cleaned as the browser would, when its scheme is allowed; relative URLs (`/path`,
 * `#x`, `page.html`) and protocol-relative `//host` are allowed. Null for anything else, for
 * non-strings and for blank input. An input whose scheme is only revealed by decoding
 * (`&#106;avascript:`, `javascript%3A`) is refused as well: it is nonsense at best.
 */
export function safeUrl(url: unknown, allowed: readonly string[] = ALLOWED_URL_SCHEMES): string | null {
  if (typeof url !== 'string') return null;
  // Every card of a page checks the same few URLs on every render: answers are kept per allow-list.
  let answers = checked.get(allowed);
  if (!answers) checked.set(allowed, (answers = new Map()));
  if (answers.has(url)) return answers.get(url)!;
  if (answers.size >= CHECKED_LIMIT) answers.clear();
  const answer = checkUrl(url, allowed);
  answers.set(url, answer);
  return answer;
}

const CHECKED_LIMIT = 256;
const checked = new WeakMap<readonly string[], Map<string, string | null>>();

function checkUrl(url: string, allowed: readonly string[]): string | null {
  const cleaned = browserClean(url);
  if (!cleaned) return null;
  for (const variant of decodedVariants(cleaned)) {
    const scheme = leadingScheme(variant);
    if (scheme && !allowed.includes(scheme)) return null;
  }
  try {
    return allowed.includes(new URL(cleaned, CHECK_BASE).protocol) ? cleaned : null;
  } catch {
    return null;
  }
}

/**
 * docs/opt-in.md#redirect: a URL not starting with http, / or # gets // prepended, so an owner's
 * `example.com/thanks` leaves the page instead of resolving as a path on it. The rule's "http" is
 * read as the scheme (`httpbin.org/x` is a host, not a relative path), and the other allowed
 * schemes are kept as well: `//mailto:a@b.c` would send the visitor to the web site `b.c`.
 */
export function normaliseRedirect(url: string): string {
  const trimmed = url.trim();
  if (!trimmed) return '';
  const scheme = leadingScheme(trimmed);
  const keep = /^[/#]/.test(trimmed) || (scheme !== undefined && (ALLOWED_URL_SCHEMES as readonly string[]).includes(scheme));
  return keep ? trimmed : `//${trimmed}`;
}

function hasDangerousScheme(url: string): boolean {
  return decodedVariants(browserClean(url)).some((variant) => {
    const scheme = leadingScheme(variant);
    return scheme !== undefined && DANGEROUS_SCHEMES.includes(scheme);
  });
}

/**
 * A configured redirect target ready for `location` or `window.open`, or null. A dangerous
 * scheme is refused before normalising, since `//javascript:alert(1)` would otherwise pass as a
 * protocol-relative URL to a host named "javascript".
 */
export function safeRedirect(url: unknown): string | null {
  if (typeof url !== 'string' || hasDangerousScheme(url)) return null;
  const normalised = normaliseRedirect(browserClean(url));
  return normalised ? safeUrl(normalised) : null;
}
