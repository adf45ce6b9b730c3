/**
 * Lets React commit and run effects, and pending promise callbacks settle, under fake timers (or
 * real ones when no clock is given). New views render as a React transition sliced into tasks of
 * the scheduler's own (not faked), so a cold first render on a busy machine needs more turns of the
 * event loop than a fixed few: `settleUntil` and `settleDrawn` wait for what the test needs, bounded
 * in real time, and the test still asserts it.
 */
import type sinon from 'sinon';

const turn = (clock?: sinon.SinonFakeTimers) => (clock ? clock.tickAsync(0) : new Promise((resolve) => setTimeout(resolve, 0)));

export async function settle(clock?: sinon.SinonFakeTimers, rounds = 6): Promise<void> {
  for (let i = 0; i < rounds; i++) await turn(clock);
}

/** Turns the event loop (fake time standing still) until `condition` holds, for at most `timeoutMs` of real time. */
export async function settleUntil(clock: sinon.SinonFakeTimers | undefined, condition: () => unknown, timeoutMs = 3000): Promise<void> {
  const start = performance.now();
  while (!condition() && performance.now() - start < timeoutMs) await turn(clock);
}

/** Settles once the view has drawn something into its shadow root. */
export async function settleDrawn(clock: sinon.SinonFakeTimers | undefined, root: ShadowRoot): Promise<void> {
  await settleUntil(clock, () => root.firstElementChild);
  await settle(clock);
}
