import './report-values';
import { createRoot } from 'react-dom/client';
import { prepareRenderer, provideRenderer } from '../src/elements/shared-root';
import { provideSanitizer } from '../src/react/sanitize';

// The tests bundle React with them, evaluated as the UI chunk's entry would evaluate it when first needed.
provideRenderer(() => ({ createRoot }));
// DOMPurify's chunk, as the page stage hands it to the UI (UiHost.sanitizer).
provideSanitizer(() => import('../src/react/purify'));
// The shared root is created in a task of its own, as on a page where the elements are defined before
// a widget is due; a file's first mount under fake timers would otherwise wait for it on a busy machine.
before(() => prepareRenderer());
