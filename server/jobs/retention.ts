/**
 * Raw events are kept RETENTION_DAYS (400 by default; 0 keeps them for ever), so the database stops
 * growing with history. The dashboard's daily counts are kept for ever (a few rows a day); the
 * visitors remembered to count each one once a day go with the events of their day. Runs once at start and then every few hours, deleting in small batches with
 * a pause between them, so visitors' requests are never held up for long by one big delete.
 */
import { dayOf } from '../domain/days';
import type { Storage } from '../storage/storage';

const RETENTION_INTERVAL_MS = 6 * 3_600_000;
const RETENTION_BATCH = 5_000;
const DAY_MS = 86_400_000;

interface RetentionOptions {
  storage: Storage;
  retentionDays: number;
  now: () => number;
  log?: (message: string) => void;
  batchSize?: number;
}

const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Calls `remove` with `batchSize` until it deletes fewer, pausing between calls; resolves with the total. */
async function inBatches(remove: (limit: number) => Promise<number>, batchSize: number): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await remove(batchSize);
    total += deleted;
    if (deleted < batchSize) return total;
    await pause();
  }
}

/** Deletes the events older than the retention period; resolves with how many. */
export async function deleteExpiredEvents({ storage, retentionDays, now, batchSize = RETENTION_BATCH }: RetentionOptions): Promise<number> {
  if (retentionDays <= 0) return 0;
  const cutoff = now() - retentionDays * DAY_MS;
  return inBatches((limit) => storage.deleteEventsBefore(cutoff, limit), batchSize);
}

/** Deletes the daily counts' visitors of the days wholly before the retention period; resolves with how many. */
export async function deleteExpiredVisitors({
  storage,
  retentionDays,
  now,
  batchSize = RETENTION_BATCH,
}: RetentionOptions): Promise<number> {
  if (retentionDays <= 0) return 0;
  const firstKeptDay = dayOf(now() - retentionDays * DAY_MS);
  return inBatches((limit) => storage.deleteDailyVisitorsBefore(firstKeptDay, limit), batchSize);
}

/** Runs the clean-up now and every RETENTION_INTERVAL_MS; returns the function that stops it. */
export function startRetention(options: RetentionOptions, intervalMs = RETENTION_INTERVAL_MS): () => void {
  if (options.retentionDays <= 0) return () => {};
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= (async () => {
      const deleted = await deleteExpiredEvents(options);
      if (deleted > 0) options.log?.(`retention: deleted ${deleted} events older than ${options.retentionDays} days`);
      const visitors = await deleteExpiredVisitors(options);
      if (visitors > 0)
        options.log?.(`retention: deleted ${visitors} daily visitor rows older than ${options.retentionDays} days (the daily counts stay)`);
    })()
      .catch((error: unknown) =>
        options.log?.(`retention: could not delete old events: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => (running = undefined));
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
