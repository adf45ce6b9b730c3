/**
 * DOMPurify with the product's allow-list: a chunk of its own, imported by sanitize.ts only once an
 * owner field holds markup (plain text never needs it). sanitize.ts keeps each result by its input.
 */
// The whole UI, which the UI's entry imports too: what this chunk shares with the UI (esbuild's runtime helpers) then
// stays in the UI's own chunk rather than in a chunk of its own that every widget page would fetch (esbuild.config.mjs,
// "The UI"). Only the UI uses DOMPurify, so the UI is in whenever this chunk runs.
import '../elements';
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
