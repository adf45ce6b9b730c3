/**
 * How many times React rendered each function component, by name, as counted by the stand-in for
 * React's DevTools that every test page gets before its scripts (render-count-hook.js).
 */
type Counts = ReadonlyMap<string, number>;

function counts(): Counts {
  const hook = (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: { renderCounts?: Counts } }).__REACT_DEVTOOLS_GLOBAL_HOOK__;
  if (!hook?.renderCounts) throw new Error('no render counts: the page lacks test/support/render-count-hook.js');
  return hook.renderCounts;
}

/** The counts so far. */
export function renderCounts(): Counts {
  return new Map(counts());
}

/**
 * How many times the named component rendered between two readings of renderCounts(). The bundler
 * may add a number to a function's name where another binding has it (`OptInControl2` for a
 * component wrapped in `memo` under its own name), so those count too.
 */
export function rendersBetween(before: Counts, after: Counts, name: string): number {
  const named = new RegExp(`^${name}\\d*$`);
  const total = (reading: Counts) => [...reading].reduce((sum, [key, count]) => (named.test(key) ? sum + count : sum), 0);
  return total(after) - total(before);
}
