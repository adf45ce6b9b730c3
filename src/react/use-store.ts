/**
 * The views' reads of the runtime store, through React's useSyncExternalStore. Each hook subscribes
 * to what it reads only (one instance's entries, or one top-level slice), so a commit to one widget
 * does not wake the hooks of every other (see `createStore` in the store). A selector returns a
 * primitive or an object of the snapshot, so an unchanged selection compares equal.
 */
import { useCallback, useSyncExternalStore } from './react-once';
import { isDisplayed, type InstanceState, type SmsFormState, type State, type UiState } from '../runtime/store';
import { useUiHost } from './ui-host-context';

/** One instance's entries in the store's per-instance records (undefined before it is added or after it is removed). */
export interface InstanceEntries {
  ui: UiState | undefined;
  instance: InstanceState | undefined;
  smsForm: SmsFormState | undefined;
}

/** Reads one instance's entries; re-renders when the selection changes. */
export function useInstance<T>(instanceId: string, select: (entries: InstanceEntries) => T): T {
  const { store } = useUiHost();
  const subscribe = useCallback((wake: () => void) => store.subscribeInstance(instanceId, wake), [store, instanceId]);
  return useSyncExternalStore(subscribe, () => {
    const { ui, instances, smsForm } = store.getState();
    return select({ ui: ui.get(instanceId), instance: instances.get(instanceId), smsForm: smsForm.get(instanceId) });
  });
}

/** Reads one page-wide slice of the state (`app`, `widgets`, `page`); re-renders when the selection changes. */
export function useSlice<K extends keyof State, T>(key: K, select: (slice: State[K]) => T): T {
  const { store } = useUiHost();
  const subscribe = useCallback((wake: () => void) => store.subscribeSlice(key, wake), [store, key]);
  return useSyncExternalStore(subscribe, () => select(store.getState()[key]));
}

/** Whether the instance is open (displayed) now. */
export const useDisplayed = (instanceId: string): boolean => useInstance(instanceId, ({ ui }) => isDisplayed(ui));
