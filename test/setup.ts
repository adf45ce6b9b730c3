import { createRoot } from 'react-dom/client';
import { prepareRenderer, provideRenderer } from '../src/elements/shared-root';

// The tests bundle React with them, evaluated as the UI chunk's entry would evaluate it when first needed.
provideRenderer(() => ({ createRoot }));
// The shared root is created in a task of its own, as on a page where the elements are defined before
// a widget is due; a file's first mount under fake timers would otherwise wait for it on a busy machine.
before(() => prepareRenderer());

// Imported first by every browser test file. A failed assertion whose actual or expected value is a
// function or a DOM node cannot be sent back to the runner, which then reports only "did not finish";
// turning such values into strings keeps the real failure visible.
afterEach(function () {
  const err = this.currentTest?.err as (Error & { actual?: unknown; expected?: unknown }) | undefined;
  if (!err) return;
  for (const key of ['actual', 'expected'] as const) {
    try {
      structuredClone(err[key]);
    } catch {
      err[key] = String(err[key]);
    }
  }
});
