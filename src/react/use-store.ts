import { useSyncExternalStore } from 'react';
import type { State, Store } from '../runtime/store';
import { getUiHost } from './ui-host-context';

type Wake = () => void;

const hubs = new WeakMap<Store, (wake: Wake) => () => void>();

/**
 * React's subscriptions to the store, woken once per burst of commits rather than on each. Every
 * hook of every widget subscribes, and the runtime commits a few actions per instance as it
 * renders and opens, so a page with 2,000 embeds (some 20,000 subscriptions) spent half a minute
 * waking all of them on every commit. React reads the snapshot again when it renders, so a wake-up
 * one microtask after the burst misses nothing.
 */
function batchedSubscribe(store: Store): (wake: Wake) => () => void {
  const existing = hubs.get(store);
  if (existing) return existing;
  const wakes = new Set<Wake>();
  let scheduled = false;
  let unsubscribe: (() => void) | undefined;
  const wakeAll = () => {
    scheduled = false;
    for (const wake of [...wakes]) wake();
  };
  const onCommit = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(wakeAll);
  };
  const subscribe = (wake: Wake) => {
    wakes.add(wake);
    unsubscribe ??= store.subscribe(onCommit);
    return () => {
      wakes.delete(wake);
      if (wakes.size > 0) return;
      unsubscribe?.();
      unsubscribe = undefined;
    };
  };
  hubs.set(store, subscribe);
  return subscribe;
}

/** Reads a slice of the runtime store; re-renders only when that slice changes. */
export function useStore<T>(select: (state: State) => T): T {
  const { store } = getUiHost();
  return useSyncExternalStore(batchedSubscribe(store), () => select(store.getState()));
}
