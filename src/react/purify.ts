/**
 * DOMPurify with the product's allow-list: a chunk of its own, imported by sanitize.ts only once an
 * owner field holds markup (plain text never needs it). Each result is kept by its input: a page
 * shows the same owner HTML in many cards and on every render (see bounded-cache.ts).
 */
import DOMPurify from 'dompurify';
import { memoByString } from './bounded-cache';

const ALLOWED_TAGS = ['a', 'b', 'strong', 'i', 'em', 'u', 's', 'br', 'p', 'span', 'ul', 'ol', 'li', 'small', 'sup', 'sub'];
const ALLOWED_ATTR = ['href', 'target', 'rel', 'style'];
const CONFIG = { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false };

export const sanitizeHtml: (html: string) => string = memoByString((html) => DOMPurify.sanitize(html, CONFIG));

let parserWorks: boolean | undefined;

/**
 * The sanitised nodes, or null when the page leaves DOMPurify no way to parse (a Trusted Types
 * policy refused ours). The fragment is kept; callers insert copies of it.
 */
export const pristineFragment = memoByString((html): DocumentFragment | null => {
  try {
    parserWorks ??= DOMPurify.sanitize('<b>probe</b>', { ...CONFIG, RETURN_DOM_FRAGMENT: true }).childNodes.length > 0;
    return parserWorks ? DOMPurify.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true }) : null;
  } catch {
    return null;
  }
});
