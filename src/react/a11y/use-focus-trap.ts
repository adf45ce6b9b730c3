/**
 * A blocking dialog takes focus when it opens, keeps Tab and Shift+Tab inside it and gives focus
 * back to what had it before when it closes (CONTRACT §3). The dialog lives in a shadow root,
 * so the trap looks into shadow roots for tabbable elements.
 */
import { createFocusTrap, type FocusTrap } from 'focus-trap';
import { useEffect, type RefObject } from 'react';
import { LOG_PREFIX } from '../../runtime/constants';

/** One stack for every trap of the UI, so a second dialog pauses the first instead of fighting it. */
const trapStack: FocusTrap[] = [];

export function useFocusTrap(dialog: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const element = dialog.current;
    if (!active || !element) return undefined;
    let trap: FocusTrap | undefined;
    try {
      trap = createFocusTrap(element, {
        // The dialog itself first, so a screen reader announces its name before its content.
        initialFocus: element,
        fallbackFocus: element,
        // Escape and clicks on the dimmed page are the widget's own decisions (a manual close).
        escapeDeactivates: false,
        clickOutsideDeactivates: false,
        allowOutsideClick: true,
        returnFocusOnDeactivate: true,
        preventScroll: true,
        document: element.ownerDocument,
        tabbableOptions: { getShadowRoot: true },
        trapStack,
      });
      trap.activate();
    } catch (error) {
      console.warn(`${LOG_PREFIX} focus could not be moved into the dialog:`, error);
    }
    return () => {
      try {
        trap?.deactivate();
      } catch {
        // Focus return is a courtesy; the page must not see an error for it.
      }
    };
  }, [dialog, active]);
}
