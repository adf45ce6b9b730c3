/**
 * Time on page. Ticks at the fixed schedule (5, 10, 30, 60, 120 s) and also at every delay an
 * owner configured, so `["delay", 2]` opens at 2 s rather than waiting for the 5 s tick.
 */
import { TIMER_SCHEDULE_SECONDS } from '../constants';

export function tickSchedule(extraSeconds: readonly number[]): number[] {
  const seconds = [...TIMER_SCHEDULE_SECONDS, ...extraSeconds].filter((value) => Number.isFinite(value) && value >= 0);
  return [...new Set(seconds)].sort((a, b) => a - b);
}

/** Counts from `startedAt` (epoch ms): ticks already past fire at once. */
export function createTimerTrigger(
  signal: AbortSignal,
  extraSeconds: readonly number[],
  onTick: (secondsSpent: number) => void,
  startedAt = Date.now(),
): void {
  const schedule = tickSchedule(extraSeconds);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const scheduleNext = (index: number) => {
    const seconds = schedule[index];
    if (seconds === undefined || signal.aborted) return;
    timer = setTimeout(
      () => {
        onTick(seconds);
        scheduleNext(index + 1);
      },
      Math.max(0, startedAt + seconds * 1000 - Date.now()),
    );
  };
  signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  scheduleNext(0);
}
