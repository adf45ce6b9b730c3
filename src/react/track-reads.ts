/**
 * Which parts of the state a selector read, so a commit wakes only the views that read what it
 * changed. A read of `state.app` depends on `app`; a read of one instance's entry
 * (`state.ui[id]`) depends on that entry alone, written `ui/<id>`; anything that looks at a
 * per-instance record as a whole (its keys, `in` with a symbol, the record itself returned)
 * depends on the whole record, written `ui`.
 *
 * The selector gets a stand-in of the snapshot: a getter per top-level key and, for the
 * per-instance records, a read-only proxy. Both are made once per snapshot, and values read through
 * them are the snapshot's own objects, so what a selector returns compares as before.
 */
import { INSTANCE_SLICES, type InstanceSlice, type State } from '../runtime/store';

/** `app`, `ui` (the whole record) or `ui/<instanceId>` (one entry). */
export type Read = string;

const SLICES: ReadonlySet<string> = new Set(INSTANCE_SLICES);

export const entryRead = (slice: InstanceSlice, instanceId: string): Read => `${slice}/${instanceId}`;

/** The reads of the selector running now; undefined outside one (a stand-in kept past its selector records nothing). */
let recording: Set<Read> | undefined;

const note = (read: Read) => recording?.add(read);

const standIns = new WeakMap<State, State>();
/** A record's proxy → the record, to hand back the real one when a selector returns it whole. */
const originals = new WeakMap<object, object>();

function recordStandIn(slice: InstanceSlice, record: Readonly<Record<string, unknown>>): object {
  const entry = (key: string | symbol) => note(typeof key === 'string' ? entryRead(slice, key) : slice);
  const whole = () => note(slice);
  // The target is an empty, extensible object: no proxy invariant ties the answers to it.
  const proxy = new Proxy(
    {},
    {
      get: (_, key) => (entry(key), (record as Record<string | symbol, unknown>)[key]),
      has: (_, key) => (entry(key), key in record),
      ownKeys: () => (whole(), Reflect.ownKeys(record)),
      getOwnPropertyDescriptor: (_, key) => {
        whole();
        const descriptor = Reflect.getOwnPropertyDescriptor(record, key);
        return descriptor && { ...descriptor, configurable: true };
      },
      set: () => false,
      defineProperty: () => false,
      deleteProperty: () => false,
    },
  );
  originals.set(proxy, record);
  return proxy;
}

function standInFor(state: State): State {
  const existing = standIns.get(state);
  if (existing) return existing;
  const standIn = {} as State;
  for (const key of Object.keys(state) as (keyof State)[]) {
    let proxy: object | undefined;
    Object.defineProperty(standIn, key, {
      enumerable: true,
      get: () => {
        if (!SLICES.has(key)) {
          note(key);
          return state[key];
        }
        return (proxy ??= recordStandIn(key as InstanceSlice, state[key] as Record<string, unknown>));
      },
    });
  }
  standIns.set(state, standIn);
  originals.set(standIn, state);
  return standIn;
}

/** Runs `select` on `state` and says what it read. */
export function trackReads<T>(state: State, select: (state: State) => T): { value: T; reads: Set<Read> } {
  const reads = new Set<Read>();
  const outer = recording;
  recording = reads;
  try {
    const standIn = standInFor(state);
    const value = select(standIn);
    if (value !== null && typeof value === 'object' && originals.has(value)) {
      // The snapshot or a whole record returned: the caller gets the real one, and depends on all of it.
      if (value === (standIn as unknown)) Object.keys(state).forEach(note);
      else note(Object.keys(state).find((key) => (state as unknown as Record<string, unknown>)[key] === originals.get(value))!);
      return { value: originals.get(value) as T, reads };
    }
    return { value, reads };
  } finally {
    recording = outer;
  }
}
