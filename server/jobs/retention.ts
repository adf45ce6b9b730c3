/**
 * Raw events are kept RETENTION_DAYS (400 by default; 0 keeps them for ever), so the database stops
 * growing with history. Runs once at start and then every few hours, deleting in small batches with
 * a pause between them, so visitors' requests are never held up for long by one big delete.
 */
import type { Storage } from '../storage/storage';

export const RETENTION_INTERVAL_MS = 6 * 3_600_000;
export const RETENTION_BATCH = 5_000;
const DAY_MS = 86_400_000;

export interface RetentionOptions {
  storage: Storage;
  retentionDays: number;
  now: () => number;
  log?: (message: string) => void;
  batchSize?: number;
}

const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Deletes the events older than the retention period; resolves with how many. */
export async function deleteExpiredEvents({ storage, retentionDays, now, batchSize = RETENTION_BATCH }: RetentionOptions): Promise<number> {
  if (retentionDays <= 0) return 0;
  const cutoff = now() - retentionDays * DAY_MS;
  let total = 0;
  for (;;) {
    const deleted = await storage.deleteEventsBefore(cutoff, batchSize);
    total += deleted;
    if (deleted < batchSize) return total;
    await pause();
  }
}

/** Runs the clean-up now and every RETENTION_INTERVAL_MS; returns the function that stops it. */
export function startRetention(options: RetentionOptions, intervalMs = RETENTION_INTERVAL_MS): () => void {
  if (options.retentionDays <= 0) return () => {};
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= deleteExpiredEvents(options)
      .then((deleted) => {
        if (deleted > 0) options.log?.(`retention: deleted ${deleted} events older than ${options.retentionDays} days`);
      })
      .catch((error: unknown) => options.log?.(`retention: could not delete old events: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => (running = undefined));
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
