import './report-values';
import { prepareRenderer } from '../src/elements/shared-root';
import { provideBundledModules } from '../src/elements/bundled-modules';

// The tests bundle React and DOMPurify with them, given to the UI as the chunk's entry and the page stage give them.
provideBundledModules();
// The shared root is created in a task of its own, as on a page where the elements are defined before
// a widget is due; a file's first mount under fake timers would otherwise wait for it on a busy machine.
before(() => prepareRenderer());
