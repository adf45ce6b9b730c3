/**
 * Which pages load an account's widgets, for the owner's install check ("is the snippet on my
 * site?", docs/server.md): `/load` notes the page's origin in memory and never waits for the
 * database; what was noted is written in one batch a few seconds later, and when the server closes.
 * Bounded: at most INSTALL_ORIGINS_KEPT origins an account (the least recently seen dropped) and
 * MAX_ACCOUNTS accounts between two writes (more wait for the next).
 */
import { INSTALL_ORIGINS_KEPT } from '../storage/shared-sql';
import type { InstallRecord, Storage } from '../storage/storage';

const INSTALLS_FLUSH_MS = 5_000;
const MAX_ACCOUNTS = 10_000;

export interface InstallLog {
  /** Notes a load call of the account from a page of `origin`; returns at once. */
  note(accountId: string, origin: string): void;
  /** Writes what was noted so far; resolves once it is stored. */
  flush(): Promise<void>;
  /** Writes what is left and stops the timer. */
  close(): Promise<void>;
}

interface InstallLogOptions {
  now: () => number;
  flushMs?: number;
  /** Told when a write fails; what it held is lost (the next load calls note the origins again). */
  onError: (error: unknown) => void;
}

export function createInstallLog(
  storage: Pick<Storage, 'recordInstalls'>,
  { now, flushMs = INSTALLS_FLUSH_MS, onError }: InstallLogOptions,
): InstallLog {
  let pending = new Map<string, Map<string, InstallRecord>>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();

  const flush = (): Promise<void> => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const batch = [...pending.values()].flatMap((origins) => [...origins.values()]);
    pending = new Map();
    // One write at a time, in the order noted.
    writing = writing.then(() => (batch.length === 0 ? undefined : storage.recordInstalls(batch).catch(onError)));
    return writing;
  };

  return {
    note(accountId, origin) {
      let origins = pending.get(accountId);
      if (!origins) {
        if (pending.size >= MAX_ACCOUNTS) return;
        origins = new Map();
        pending.set(accountId, origins);
      }
      const at = now();
      const seen = origins.get(origin);
      if (seen) {
        // Moved to the end, so the map's first entry is always the least recently seen.
        origins.delete(origin);
        seen.lastSeen = at;
        seen.loadCalls += 1;
        origins.set(origin, seen);
      } else {
        origins.set(origin, { accountId, origin, firstSeen: at, lastSeen: at, loadCalls: 1 });
      }
      if (origins.size > INSTALL_ORIGINS_KEPT) origins.delete(origins.keys().next().value as string);
      if (timer === undefined) {
        timer = setTimeout(() => void flush(), flushMs);
        timer.unref();
      }
    },
    flush,
    close: flush,
  };
}
