/**
 * `Escape` closes an overlay as the visitor's own close (docs/elements.md#the-kinds). A blocking dialog listens on
 * the whole document (focus is kept inside it anyway); a key some inner control already handled
 * (a country list closing itself) is left alone.
 */
import { useEffect, type KeyboardEvent as ReactKeyboardEvent } from '../react-once';

export function isEscape(event: KeyboardEvent | ReactKeyboardEvent): boolean {
  return event.key === 'Escape' && !event.defaultPrevented;
}

export function useDocumentEscape(active: boolean, onEscape: () => void, doc: Document = document): void {
  useEffect(() => {
    if (!active) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (isEscape(event)) onEscape();
    };
    doc.addEventListener('keydown', onKeyDown);
    return () => doc.removeEventListener('keydown', onKeyDown);
  }, [active, onEscape, doc]);
}
