/**
 * Group commits: the event batches of requests that arrive together are written in one transaction
 * (one commit, the cost that dominates a small write), and each request is answered only once that
 * commit is done. A group is gathered from the requests read in the same turn of the event loop,
 * and, while commits are under way (PostgreSQL), from those that arrive meanwhile. Up to
 * `concurrency` groups are committed at once (one for SQLite, whose writes run one at a time anyway).
 */
type CommitGroup<Item, Result> = (batches: Item[][]) => Promise<Result[]>;

interface Waiting<Item, Result> {
  items: Item[];
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

/** At most this many items in one transaction (PostgreSQL binds 16 values per event, up to 65,535). */
export const GROUP_COMMIT_MAX_ITEMS = 2_000;

export function groupCommits<Item, Result>(
  commit: CommitGroup<Item, Result>,
  maxItems = GROUP_COMMIT_MAX_ITEMS,
  concurrency = 1,
): (items: Item[]) => Promise<Result> {
  const queue: Waiting<Item, Result>[] = [];
  let running = 0;
  let scheduled = false;

  const settle = async (group: Waiting<Item, Result>[]) => {
    try {
      const results = await commit(group.map((waiting) => waiting.items));
      group.forEach((waiting, index) => waiting.resolve(results[index] as Result));
    } catch (error) {
      // One request's bad value must not fail the others that shared its commit: each alone again.
      if (group.length === 1) return group[0]!.reject(error);
      for (const waiting of group) await settle([waiting]);
    }
  };

  const flush = async () => {
    scheduled = false;
    running += 1;
    while (queue.length > 0) {
      let count = 0;
      const size = queue.findIndex((waiting) => (count += waiting.items.length) > maxItems);
      const group = queue.splice(0, size <= 0 ? (size === 0 ? 1 : queue.length) : size);
      await settle(group);
    }
    running -= 1;
  };

  return (items) =>
    new Promise<Result>((resolve, reject) => {
      queue.push({ items, resolve, reject });
      if (running >= concurrency || scheduled) return;
      scheduled = true;
      setImmediate(() => void flush());
    });
}
