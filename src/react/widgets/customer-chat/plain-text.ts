/**
 * Greetings are plain text (the platform's plugin takes no markup). An owner who typed HTML gets
 * its words: the markup is parsed in an inert document (no scripts run, nothing loads) and only
 * the text is kept, which React then inserts as text.
 */
export function plainText(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') return '';
  if (!/[<&]/.test(value)) return value.trim();
  const doc = new DOMParser().parseFromString(value, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
