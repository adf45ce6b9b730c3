/**
 * For a bundle that holds the UI with React and DOMPurify (the demo gallery, the owner's preview, the tests): React's
 * renderer and DOMPurify given as the bundle's own modules, where the snippet's UI is given them by its chunk's entry
 * (ui-chunk-entry.ts) and by the page stage (UiHost.sanitizer, react/sanitize.ts).
 */
import { createRoot } from 'react-dom/client';
import { provideRenderer } from './shared-root';
import { provideSanitizer } from '../react/sanitize';

export function provideBundledModules(): void {
  provideRenderer(() => ({ createRoot }));
  provideSanitizer(() => import('../react/purify'));
}
