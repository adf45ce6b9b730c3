import { useMemo, useSyncExternalStore } from 'react';
import { INSTANCE_SLICES, type InstanceSlice, type State, type Store, type StoreChange } from '../runtime/store';
import { entryRead, trackReads, type Read } from './track-reads';
import { getUiHost } from './ui-host-context';

type Wake = () => void;

/** One `useStore` call: its last selection and what that read. */
interface Reader {
  subscribe(wake: Wake): () => void;
  read<T>(select: (state: State) => T): T;
}

interface Hub {
  reader(): Reader;
}

const SLICES: ReadonlySet<string> = new Set(INSTANCE_SLICES);
const hubs = new WeakMap<Store, Hub>();

/**
 * React's subscriptions to the store. Every hook of every widget subscribes, and the runtime commits
 * a few actions per instance as it renders and opens them, so waking every hook on every commit
 * costs instances × hooks, quadratic in the page's widgets. Each hook is filed under what its
 * selector last read (see track-reads.ts); a commit wakes only the hooks filed under what it
 * changed, once per burst of commits (one microtask after it: React reads the snapshot again when
 * it renders, so nothing is missed).
 */
function hubFor(store: Store): Hub {
  const existing = hubs.get(store);
  if (existing) return existing;

  interface Entry {
    wake: Wake;
    reads: Set<Read>;
  }
  const byRead = new Map<Read, Set<Entry>>();
  const entries = new Set<Entry>();
  const changed = new Set<Read>();
  let everything = false;
  let scheduled = false;
  let unsubscribe: (() => void) | undefined;

  const file = (entry: Entry) => entry.reads.forEach((read) => (byRead.get(read) ?? byRead.set(read, new Set()).get(read)!).add(entry));
  const unfile = (entry: Entry) =>
    entry.reads.forEach((read) => {
      const filed = byRead.get(read);
      filed?.delete(entry);
      if (filed?.size === 0) byRead.delete(read);
    });

  const wakeChanged = () => {
    scheduled = false;
    const due = new Set<Entry>();
    if (everything) entries.forEach((entry) => due.add(entry));
    else changed.forEach((read) => byRead.get(read)?.forEach((entry) => due.add(entry)));
    changed.clear();
    everything = false;
    due.forEach((entry) => entry.wake());
  };

  const onCommit = (_state: State, change?: StoreChange) => {
    if (!change) everything = true;
    else {
      for (const key of change.keys) {
        changed.add(key);
        if (!SLICES.has(key)) continue;
        // One instance's entry changed: only its readers; any other commit to a record may touch every entry.
        if (change.instanceId !== undefined) changed.add(entryRead(key as InstanceSlice, change.instanceId));
        else everything = true;
      }
    }
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(wakeChanged);
  };

  const hub: Hub = {
    reader() {
      let entry: Entry | undefined;
      let reads = new Set<Read>();
      let lastState: State | undefined;
      let lastSelect: unknown;
      let lastValue: unknown;
      return {
        subscribe(wake) {
          const mine: Entry = { wake, reads };
          entry = mine;
          entries.add(mine);
          file(mine);
          unsubscribe ??= store.subscribe(onCommit);
          return () => {
            unfile(mine);
            entries.delete(mine);
            if (entry === mine) entry = undefined;
            if (entries.size > 0) return;
            unsubscribe?.();
            unsubscribe = undefined;
          };
        },
        read<T>(select: (state: State) => T): T {
          const state = store.getState();
          if (state === lastState && select === lastSelect) return lastValue as T;
          const result = trackReads(state, select);
          lastState = state;
          lastSelect = select;
          lastValue = result.value;
          if (!sameReads(reads, result.reads)) {
            reads = result.reads;
            if (entry) {
              unfile(entry);
              entry.reads = reads;
              file(entry);
            }
          }
          return result.value;
        },
      };
    },
  };
  hubs.set(store, hub);
  return hub;
}

function sameReads(a: Set<Read>, b: Set<Read>): boolean {
  if (a.size !== b.size) return false;
  for (const read of a) if (!b.has(read)) return false;
  return true;
}

/** Reads a slice of the runtime store; re-renders only when that slice changes. */
export function useStore<T>(select: (state: State) => T): T {
  const { store } = getUiHost();
  const reader = useMemo(() => hubFor(store).reader(), [store]);
  return useSyncExternalStore(reader.subscribe, () => reader.read(select));
}
