/**
 * Exit intent on desktop (docs/display-rules.md#exit-intent): the mouse leaves the window through its top 20 px, or the
 * visitor presses Cmd+L (Ctrl+L elsewhere) to type another address.
 */
import { EXIT_INTENT_SENSITIVITY_PX } from '../constants';

export function createExitIntentTrigger(win: Window, signal: AbortSignal, onExitIntent: () => void): void {
  win.document.addEventListener(
    'mouseout',
    (event) => {
      if (event.relatedTarget === null && event.clientY <= EXIT_INTENT_SENSITIVITY_PX) onExitIntent();
    },
    { signal },
  );
  win.document.addEventListener(
    'keydown',
    (event) => {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'l') onExitIntent();
    },
    { signal },
  );
}
