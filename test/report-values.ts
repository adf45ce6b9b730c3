// Imported first by every browser test file (through setup.ts, or directly by the few that must run
// without its renderer). A failed assertion whose actual or
// expected value is a function or a DOM node cannot be sent back to the runner, which then reports
// only "did not finish"; turning such values into strings keeps the real failure visible.
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
