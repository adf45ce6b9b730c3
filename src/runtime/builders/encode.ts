/**
 * `encodeURIComponent` throws a URIError on a lone surrogate (half an emoji, e.g. from a cut
 * string); replace those with U+FFFD first so building a link never throws into the page.
 */
export function encodeText(text: string): string {
  return encodeURIComponent(text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));
}
