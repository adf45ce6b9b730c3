/**
 * A blocking overlay (modal, page takeover) keeps the page behind it from scrolling while it is
 * open. Locks are counted, so two blocking overlays release the page only when both closed.
 */
import { useEffect } from 'react';
import { setPageStyle } from './page-style';

let locks = 0;
let release: (() => void) | undefined;

function lock(doc: Document): () => void {
  if (locks++ === 0) release = setPageStyle(doc.documentElement, 'overflow', 'hidden');
  return () => {
    if (--locks === 0) {
      release?.();
      release = undefined;
    }
  };
}

export function useScrollLock(active: boolean, doc: Document = document): void {
  useEffect(() => (active ? lock(doc) : undefined), [active, doc]);
}
