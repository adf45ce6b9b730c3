/**
 * A store snapshot's records of one kind (`ui`, `instances`, `smsForm`), by instance id. It is
 * persistent: `with` and `without` return a new table and leave this one as it was, so an older
 * snapshot still says what each instance was (the lifecycle and the pixel compare the two).
 *
 * Copying a whole record of every instance on each change made a page's commits cost the square of
 * its instances: 200 embeds commit about 1,000 changes, 2,000 embeds about 10,000, each copying
 * every entry (2.2 s of copying for 2,000 embeds, measured alone). A table keeps the entries in a
 * shared `base` and copies only the `recent` ones; once those outnumber about the square root of
 * the table, they are folded into a new base. A change then costs about √n where it cost n.
 * (A library of persistent maps would do it too, at kilobytes on every page that shows a widget.)
 */
export class InstanceTable<T> {
  private constructor(
    private readonly base: ReadonlyMap<string, T>,
    private readonly recent: ReadonlyMap<string, T>,
  ) {}

  static empty<T>(): InstanceTable<T> {
    return new InstanceTable<T>(new Map(), new Map());
  }

  get(instanceId: string): T | undefined {
    return this.recent.has(instanceId) ? this.recent.get(instanceId) : this.base.get(instanceId);
  }

  has(instanceId: string): boolean {
    return this.recent.has(instanceId) || this.base.has(instanceId);
  }

  /** Every instance id, in the order the instances were added. */
  ids(): string[] {
    return [...this.base.keys(), ...[...this.recent.keys()].filter((id) => !this.base.has(id))];
  }

  /** This table with one entry set. */
  with(instanceId: string, value: T): InstanceTable<T> {
    const recent = new Map(this.recent).set(instanceId, value);
    if (recent.size * recent.size <= this.base.size + 64) return new InstanceTable(this.base, recent);
    const base = new Map(this.base);
    recent.forEach((entry, id) => base.set(id, entry));
    return new InstanceTable(base, new Map());
  }

  /** This table without one entry (an instance removed: rare, so it copies the whole table). */
  without(instanceId: string): InstanceTable<T> {
    if (!this.has(instanceId)) return this;
    const base = new Map(this.base);
    this.recent.forEach((entry, id) => base.set(id, entry));
    base.delete(instanceId);
    return new InstanceTable(base, new Map());
  }
}
