/**
 * Hosts that navigate by swapping `<body>` (Turbo, pjax, Barba) take our elements away with the old
 * body and, when they restore a page from their cache, put back clones of it: copies of our
 * elements without their shadow roots, still carrying the instance ids of the originals. This
 * watches for a new body and tells apart the elements the runtime placed from such copies.
 */
import { INSTANCE_ATTRIBUTE, PREVIEW_ATTRIBUTE } from '../constants';
import { OVERLAY_WIDGET_TYPES, elementTag } from '../kinds';

/** Calls `onSwap` whenever `document.body` is another element than before; returns the disconnect. */
export function watchBodySwap(win: Window, onSwap: () => void): () => void {
  const doc = win.document;
  const Observer = (win as Window & { MutationObserver?: typeof MutationObserver }).MutationObserver;
  if (typeof Observer !== 'function') return () => undefined;
  let body = doc.body;
  const observer = new Observer(() => {
    if (!doc.body || doc.body === body) return;
    body = doc.body;
    onSwap();
  });
  observer.observe(doc.documentElement, { childList: true });
  return () => observer.disconnect();
}

/**
 * Copies of our elements in the page that are not the elements the runtime placed: a copy of an
 * overlay is removed (the runtime puts its own back), a copy of something the owner placed (an
 * embed, a checkbox, a landing or a preview) is
 * replaced by a fresh element with the owner's attributes, for the next scan to claim.
 */
export function replaceCopies(root: ParentNode, isOwnElement: (element: Element) => boolean): void {
  const overlayTags = OVERLAY_WIDGET_TYPES.map(elementTag);
  for (const copy of Array.from(root.querySelectorAll<HTMLElement>(`[${INSTANCE_ATTRIBUTE}]`))) {
    if (isOwnElement(copy)) continue;
    if (overlayTags.includes(copy.localName) && !copy.hasAttribute(PREVIEW_ATTRIBUTE)) {
      copy.remove();
      continue;
    }
    // The owner's attributes without what the runtime wrote when it claimed the original.
    const fresh = copy.cloneNode(false) as HTMLElement;
    for (const name of [INSTANCE_ATTRIBUTE, 'data-state', 'data-debug-reason']) fresh.removeAttribute(name);
    copy.replaceWith(fresh);
  }
}
