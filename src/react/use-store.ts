import { useSyncExternalStore } from 'react';
import type { State } from '../runtime/store';
import { getUiHost } from './ui-host-context';

/** Reads a slice of the runtime store; re-renders only when that slice changes. */
export function useStore<T>(select: (state: State) => T): T {
  const { store } = getUiHost();
  return useSyncExternalStore(store.subscribe, () => select(store.getState()));
}
