/**
 * Grouped reads: the look-ups by key that requests make in the same turn of the event loop go to
 * the database as one query (one round trip instead of one per request). Each look-up still reads
 * the database after its request arrived, so it sees every write done before, as a look-up of its
 * own would: nothing is cached.
 */
export type ReadGroup<Key, Value> = (keys: Key[]) => Promise<Map<Key, Value>>;

export function groupReads<Key, Value>(read: ReadGroup<Key, Value>): (key: Key) => Promise<Value | undefined> {
  let waiting: { key: Key; resolve: (value: Value | undefined) => void; reject: (error: unknown) => void }[] = [];

  const flush = async () => {
    const group = waiting;
    waiting = [];
    try {
      const found = await read([...new Set(group.map(({ key }) => key))]);
      for (const { key, resolve } of group) resolve(found.get(key));
    } catch (error) {
      for (const { reject } of group) reject(error);
    }
  };

  return (key) =>
    new Promise((resolve, reject) => {
      waiting.push({ key, resolve, reject });
      if (waiting.length === 1) setImmediate(() => void flush());
    });
}
