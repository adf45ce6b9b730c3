/**
 * Greetings are plain text (the platform's plugin takes no markup). An owner who typed HTML gets
 * its words: the markup is sanitised into nodes that are never inserted (no scripts run, nothing
 * loads) and only the text is kept, which React then inserts as text. Not DOMParser directly: a
 * page that requires Trusted Types makes it throw.
 */
import { hasMarkup, htmlToText } from '../../sanitize';

export function plainText(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') return '';
  if (!hasMarkup(value)) return value.trim();
  return htmlToText(value).replace(/\s+/g, ' ').trim();
}
