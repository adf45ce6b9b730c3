/**
 * DOMPurify with the product's allow-list: a chunk of its own, imported only once an owner field holds markup (plain
 * text never needs it), by the page stage, which hands the module to sanitize.ts; sanitize.ts keeps each result by its
 * input. It imports nothing of the UI: the file is a build of its own (esbuild.config.mjs, "DOMPurify"), evaluated as
 * soon as it arrives.
 */
import DOMPurify from 'dompurify';

const ALLOWED_TAGS = ['a', 'b', 'strong', 'i', 'em', 'u', 's', 'br', 'p', 'span', 'ul', 'ol', 'li', 'small', 'sup', 'sub'];
const ALLOWED_ATTR = ['href', 'target', 'rel', 'style'];
const CONFIG = { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false };

/** Whether DOMPurify can parse here: tried as the chunk is evaluated, so its first parse is not the first view's. */
const parserWorks = (() => {
  try {
    return DOMPurify.sanitize('<b>probe</b>', { ...CONFIG, RETURN_DOM_FRAGMENT: true }).childNodes.length > 0;
  } catch {
    return false;
  }
})();

/** The sanitised nodes, or null when the page leaves DOMPurify no way to parse (a Trusted Types policy refused ours). */
export function sanitizeToNodes(html: string): DocumentFragment | null {
  try {
    return parserWorks ? DOMPurify.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true }) : null;
  } catch {
    return null;
  }
}
