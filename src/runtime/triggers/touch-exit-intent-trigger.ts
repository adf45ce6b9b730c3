/**
 * Exit intent where there is no mouse. Phones give no "leaving" signal, so two stand-ins, both
 * only after the visitor engaged with the page (scrolled a quarter of it or spent 10 s):
 * - a fast upward scroll (at least 30 % of the viewport within 300 ms), which is how people reach
 *   the browser's address bar and back button on mobile;
 * - the tab being hidden (switching apps or tabs); the widget is then waiting when they return.
 */
const TOUCH_EXIT_INTENT = {
  engagedScrollPercent: 25,
  engagedSeconds: 10,
  fastScrollViewportShare: 0.3,
  fastScrollWindowMs: 300,
} as const;

interface Engagement {
  maxScroll: number;
  secondsSpent: number;
}

export function isEngaged({ maxScroll, secondsSpent }: Engagement): boolean {
  return maxScroll >= TOUCH_EXIT_INTENT.engagedScrollPercent || secondsSpent >= TOUCH_EXIT_INTENT.engagedSeconds;
}

export function isFastUpwardScroll(fromY: number, toY: number, elapsedMs: number, viewportHeight: number): boolean {
  return elapsedMs <= TOUCH_EXIT_INTENT.fastScrollWindowMs && fromY - toY >= viewportHeight * TOUCH_EXIT_INTENT.fastScrollViewportShare;
}

export function createTouchExitIntentTrigger(
  win: Window,
  signal: AbortSignal,
  engagement: () => Engagement,
  onExitIntent: () => void,
): void {
  const startedAt = Date.now();
  let samples: { y: number; at: number }[] = [];
  const secondsOnPage = () => (Date.now() - startedAt) / 1000;
  const engaged = () => {
    const current = engagement();
    return isEngaged({ maxScroll: current.maxScroll, secondsSpent: Math.max(current.secondsSpent, secondsOnPage()) });
  };
  win.addEventListener(
    'scroll',
    () => {
      const now = Date.now();
      samples = samples.filter((sample) => now - sample.at <= TOUCH_EXIT_INTENT.fastScrollWindowMs);
      samples.push({ y: win.scrollY, at: now });
      const highest = samples.reduce((max, sample) => Math.max(max, sample.y), -Infinity);
      const from = samples.find((sample) => sample.y === highest);
      if (from && engaged() && isFastUpwardScroll(from.y, win.scrollY, now - from.at, win.innerHeight)) onExitIntent();
    },
    { passive: true, signal },
  );
  win.document.addEventListener(
    'visibilitychange',
    () => {
      if (win.document.visibilityState === 'hidden' && engaged()) onExitIntent();
    },
    { signal },
  );
}
