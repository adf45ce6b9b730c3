/**
 * Anchors (docs/display-rules.md#triggers): `["anchor", "pricing"]` fires once when the element with id `pricing`
 * (else name `pricing`) has been scrolled to or past. Watched with an IntersectionObserver, so
 * there is no work on scroll.
 */
function findAnchor(doc: Document, name: string): Element | null {
  return doc.getElementById(name) ?? doc.getElementsByName(name)[0] ?? null;
}

export function createAnchorTrigger(win: Window, signal: AbortSignal, names: readonly string[], onAnchor: (name: string) => void): void {
  const Observer = (win as Window & { IntersectionObserver?: typeof IntersectionObserver }).IntersectionObserver;
  if (names.length === 0 || typeof Observer !== 'function') return;
  const nameOf = new Map<Element, string>();
  const observer = new Observer((entries) => {
    for (const entry of entries) {
      const reached = entry.isIntersecting || entry.boundingClientRect.bottom < 0;
      const name = nameOf.get(entry.target);
      if (!reached || name === undefined) continue;
      observer.unobserve(entry.target);
      onAnchor(name);
    }
  });
  for (const name of new Set(names)) {
    const element = findAnchor(win.document, name);
    if (!element) continue;
    nameOf.set(element, name);
    observer.observe(element);
  }
  signal.addEventListener('abort', () => observer.disconnect(), { once: true });
}
