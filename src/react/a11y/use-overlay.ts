/**
 * What an overlay does while it is open on a visitor's page: the close action (a manual close),
 * `Escape`, and for the blocking ones (modal, page takeover) the focus trap and the scroll lock.
 * In the owner preview it is shown in place and none of this applies.
 */
import { useCallback, type KeyboardEvent, type RefObject, useEffect } from '../react-once';
import { useUiHost } from '../ui-host-context';
import { isEscape, useDocumentEscape } from './use-escape-close';
import { useFocusTrap } from './use-focus-trap';
import { setPageStyle } from './page-style';

/**
 * A blocking overlay (modal, page takeover) keeps the page behind it from scrolling while it is
 * open. Locks are counted, so two blocking overlays release the page only when both closed.
 */
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

function useScrollLock(active: boolean, doc: Document = document): void {
  useEffect(() => (active ? lock(doc) : undefined), [active, doc]);
}

interface OverlayOptions {
  instanceId: string;
  displayed: boolean;
  preview: boolean;
  /** Modal and page takeover block the page; slide-in and bar do not and never take focus. */
  blocking: boolean;
  /** The element that holds focus for a blocking overlay. */
  dialog: RefObject<HTMLElement | null>;
  /** A bar the owner did not allow to hide cannot be closed, not even with Escape. */
  closable?: boolean;
}

export function useOverlay({ instanceId, displayed, preview, blocking, dialog, closable = true }: OverlayOptions) {
  const host = useUiHost();
  const active = displayed && !preview;
  const close = useCallback(() => {
    if (!preview) host.close(instanceId, true);
  }, [host, instanceId, preview]);
  useFocusTrap(dialog, blocking && active);
  useScrollLock(blocking && active);
  useDocumentEscape(blocking && active && closable, close);
  const onKeyDown = (event: KeyboardEvent) => {
    if (!blocking && active && closable && isEscape(event)) close();
  };
  return { active, close, onKeyDown };
}
