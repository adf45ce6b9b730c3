/**
 * One store per runtime (the page gets one through the single-inclusion guard; tests make their own).
 * Every action produces a new frozen snapshot; views read it with useSyncExternalStore.
 */
import { actions, type Actions } from './actions';
import { initialState, type State } from './state';

type Listener = (state: State) => void;
type Tail<T extends unknown[]> = T extends [unknown, ...infer Rest] ? Rest : never;
export type BoundActions = { [K in keyof Actions]: (...args: Tail<Parameters<Actions[K]>>) => State };

export interface Store extends BoundActions {
  getState(): State;
  subscribe(listener: Listener): () => void;
}

function freezeDeep<T>(value: T, seen = new WeakSet<object>()): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value) || seen.has(value)) return value;
  seen.add(value);
  for (const key of Object.keys(value)) freezeDeep((value as Record<string, unknown>)[key], seen);
  return Object.freeze(value);
}

/**
 * Freezing makes a mutated snapshot fail where the mutation happens: in development and in the
 * tests. A production build skips it: it walked every instance's records on every commit, seconds
 * of a page with 2,000 embeds, and guards against nothing a visitor or the host page can do.
 */
const freeze: <T>(value: T) => T = process.env.NODE_ENV === 'production' ? (value) => value : (value) => freezeDeep(value);

export function createStore(initial: Partial<State> = {}, onListenerError: (error: unknown) => void = console.error): Store {
  let state = freeze(initialState(initial));
  const listeners = new Set<Listener>();

  const commit = (next: State): State => {
    if (next === state) return state;
    state = freeze(next);
    for (const listener of [...listeners]) {
      // A broken subscriber must not stop the others or throw into the host page.
      try {
        listener(state);
      } catch (error) {
        onListenerError(error);
      }
    }
    return state;
  };

  const bound = {} as BoundActions;
  for (const name of Object.keys(actions) as (keyof Actions)[]) {
    const action = actions[name] as (state: State, ...args: unknown[]) => State;
    (bound as Record<string, (...args: unknown[]) => State>)[name] = (...args) => commit(action(state, ...args));
  }

  return {
    ...bound,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
