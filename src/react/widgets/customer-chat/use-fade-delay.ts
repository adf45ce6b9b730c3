/**
 * The `fade` display mode opens the dialog dialogDelay seconds (default 15) after the chat shows;
 * whatever the visitor or the page did meanwhile wins, since an explicit choice outranks the mode.
 */
import { useEffect, useState } from 'react';

export function useFadeDelay(active: boolean, delaySeconds: number): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    if (!active || passed) return undefined;
    const timer = setTimeout(() => setPassed(true), delaySeconds * 1000);
    return () => clearTimeout(timer);
  }, [active, passed, delaySeconds]);
  return passed;
}
