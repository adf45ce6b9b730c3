/**
 * One store per runtime (the page stage creates the page's one from the load answer and the page
 * kit's data; tests make their own), built whole: every action and the views' subscriptions are
 * its members from the start. Every action produces a new frozen snapshot; views read it with
 * useSyncExternalStore.
 */
import { INSTANCE_ACTIONS, instanceActions, type InstanceActions } from './instance-actions';
import { pageActions, type PageActions } from './page-actions';
import { signalActions, type SignalActions } from './signal-actions';
import { initialState, type State } from './state';
import { freezeInDevelopment } from '../freeze-in-development';

/** The state records kept per instance id. */
const INSTANCE_SLICES = ['ui', 'instances', 'smsForm'] as const satisfies readonly (keyof State)[];

/** What one commit changed, so a subscriber can skip what it does not read. */
export interface StoreChange {
  /**
   * The snapshot the commit replaced. A listener that commits while others are being told makes
   * them hear of the later state with the earlier change: compare with what was seen last.
   */
  previous: State;
  /** The top-level keys whose value is a new object. */
  keys: readonly (keyof State)[];
  /**
   * Set when the commit's changes to `ui`, `instances` and `overlay` are this instance's entry
   * alone; unset, any entry of a changed one may differ.
   */
  instanceId?: string;
}

type Listener = (state: State, change: StoreChange) => void;
type Wake = () => void;
type Tail<T extends unknown[]> = T extends [unknown, ...infer Rest] ? Rest : never;
type ActionSet = Record<string, (state: State, ...args: never[]) => State>;
export type Bound<A extends ActionSet> = { [K in keyof A]: (...args: Tail<Parameters<A[K]>>) => State };

export type Actions = PageActions & InstanceActions & SignalActions;

/** Every action and the views' subscriptions: what the page stage, the views and the tests use. */
export type Store = Bound<Actions> & {
  getState(): State;
  subscribe(listener: Listener): () => void;
  /** Woken by the commits that change this instance's entries in `ui`, `instances` or `overlay`. */
  subscribeInstance(instanceId: string, wake: Wake): () => void;
  /** Woken by the commits that change this top-level key (`app`, `widgets`, `page`...). */
  subscribeSlice(key: keyof State, wake: Wake): () => void;
};

/** The top-level keys whose value differs (actions never drop one): a handful of identity checks, whatever the number of instances. */
function changedKeys(before: State, after: State): (keyof State)[] {
  return (Object.keys(after) as (keyof State)[]).filter((key) => before[key] !== after[key]);
}

/**
 * A store with every action. A page with hundreds of embeds commits a few actions per instance as
 * it renders and opens them: waking every view of every widget on each commit would cost instances
 * × views, quadratic in the page's widgets, so a view hears only of its instance or its slice.
 */
export function createStore(initial: Partial<State> = {}, onListenerError?: (error: unknown) => void): Store {
  return createStoreFrom(initialState(initial), onListenerError);
}

/** A store from a whole first state (the page stage's, which has every part of it and needs no defaults). */
export function createStoreFrom(first: State, onListenerError: (error: unknown) => void = console.error): Store {
  // Freezing makes a mutated snapshot fail where the mutation happens: in development and in the tests. A production
  // build skips it: it walked every instance's records on every commit, seconds of a page with 2,000 embeds, and guards
  // against nothing a visitor or the host page can do.
  let state = freezeInDevelopment(first);
  const listeners = new Set<Listener>();
  const slices: ReadonlySet<keyof State> = new Set(INSTANCE_SLICES);
  const byInstance = new Map<string, Set<Wake>>();
  const bySlice = new Map<keyof State, Set<Wake>>();
  const wakeAll = (wakes: Set<Wake> | undefined) => wakes && [...wakes].forEach((wake) => wake());

  const commit = (next: State, instanceId: string | undefined): State => {
    if (next === state) return state;
    const change: StoreChange = { previous: state, keys: changedKeys(state, next), instanceId };
    state = freezeInDevelopment(next);
    const { keys } = change;
    keys.forEach((key) => wakeAll(bySlice.get(key)));
    // An instance action names its instance; any other change to a per-instance record may touch every entry.
    if (keys.some((key) => slices.has(key))) {
      if (instanceId !== undefined) wakeAll(byInstance.get(instanceId));
      else [...byInstance.values()].forEach(wakeAll);
    }
    for (const listener of [...listeners]) {
      // A broken subscriber must not stop the others or throw into the host page.
      try {
        listener(state, change);
      } catch (error) {
        onListenerError(error);
      }
    }
    return state;
  };
  const subscribe = (listener: Listener) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const add = <K>(map: Map<K, Set<Wake>>, key: K, wake: Wake) => {
    const wakes = map.get(key) ?? map.set(key, new Set()).get(key)!;
    wakes.add(wake);
    return () => {
      wakes.delete(wake);
      if (wakes.size === 0 && map.get(key) === wakes) map.delete(key);
    };
  };

  const bound: Record<string, unknown> = {};
  for (const [name, action] of Object.entries<ActionSet[string]>({ ...pageActions, ...signalActions, ...instanceActions })) {
    const run = action as (state: State, ...args: unknown[]) => State;
    // An instance action's first argument is the one instance id it changes.
    bound[name] = (...args: unknown[]) =>
      commit(run(state, ...args), (INSTANCE_ACTIONS as ReadonlySet<string>).has(name) ? String(args[0]) : undefined);
  }
  return {
    ...(bound as Bound<Actions>),
    getState: () => state,
    subscribe,
    subscribeInstance: (instanceId, wake) => add(byInstance, instanceId, wake),
    subscribeSlice: (key, wake) => add(bySlice, key, wake),
  };
}
