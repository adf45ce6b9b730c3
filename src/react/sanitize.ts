/** Owner HTML (descriptions, greetings) goes through DOMPurify before it reaches the DOM. */
import DOMPurify from 'dompurify';

const ALLOWED_TAGS = ['a', 'b', 'strong', 'i', 'em', 'u', 's', 'br', 'p', 'span', 'ul', 'ol', 'li', 'small', 'sup', 'sub'];
const ALLOWED_ATTR = ['href', 'target', 'rel', 'style'];

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}
