import '../../setup';
import { expect } from '@open-wc/testing';
import { createStore, InstanceTable } from '../../../src/runtime/store';

/** What a table holds, as plain entries in its order. */
const entries = <T>(table: InstanceTable<T>) => table.ids().map((id) => [id, table.get(id)]);

/** A table of these entries, added in their order. */
const tableOf = (record: Record<string, number>) =>
  Object.entries(record).reduce((table, [id, value]) => table.with(id, value), InstanceTable.empty<number>());

describe('InstanceTable', () => {
  it('starts empty, and keeps entries in the order they were added', () => {
    expect(InstanceTable.empty().ids()).to.deep.equal([]);
    expect(entries(tableOf({ b: 1, a: 2 }))).to.deep.equal([
      ['b', 1],
      ['a', 2],
    ]);
  });

  const cases: { name: string; build: () => InstanceTable<number>; expected: [string, number][] }[] = [
    { name: 'an entry added', build: () => InstanceTable.empty<number>().with('a', 1), expected: [['a', 1]] },
    {
      name: 'an entry replaced keeps its place',
      build: () => tableOf({ a: 1, b: 2 }).with('a', 3),
      expected: [
        ['a', 3],
        ['b', 2],
      ],
    },
    {
      name: 'a recent entry replaced keeps its place',
      build: () => InstanceTable.empty<number>().with('a', 1).with('b', 2).with('a', 3),
      expected: [
        ['a', 3],
        ['b', 2],
      ],
    },
    { name: 'an entry removed from the base', build: () => tableOf({ a: 1, b: 2 }).without('a'), expected: [['b', 2]] },
    { name: 'a recent entry removed', build: () => tableOf({ a: 1 }).with('b', 2).without('b'), expected: [['a', 1]] },
    { name: 'an id it does not hold removed', build: () => tableOf({ a: 1 }).without('z'), expected: [['a', 1]] },
    {
      name: 'ids an object would inherit are plain ids',
      build: () => InstanceTable.empty<number>().with('__proto__', 1).with('constructor', 2),
      expected: [
        ['__proto__', 1],
        ['constructor', 2],
      ],
    },
  ];
  for (const { name, build, expected } of cases) {
    it(`holds ${name}`, () => {
      const table = build();
      expect(entries(table)).to.deep.equal(expected);
      for (const [id, value] of expected) expect([table.has(id), table.get(id)]).to.deep.equal([true, value]);
      expect([table.has('missing'), table.get('missing')]).to.deep.equal([false, undefined]);
    });
  }

  it('leaves every earlier table as it was, across the folds of its recent entries into a new base', () => {
    // A model of each version as a plain Map, checked against the tables after every change.
    const versions: { table: InstanceTable<number>; model: Map<string, number> }[] = [
      { table: InstanceTable.empty<number>(), model: new Map() },
    ];
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 48271) % 2147483647;
      return seed % below;
    };
    for (let step = 1; step <= 3000; step += 1) {
      const { table, model } = versions[versions.length - 1]!;
      const id = `i${random(400)}`;
      const removes = random(20) === 0;
      const next = removes ? table.without(id) : table.with(id, step);
      const nextModel = new Map(model);
      if (removes) nextModel.delete(id);
      else nextModel.set(id, step);
      versions.push({ table: next, model: nextModel });
    }
    for (const { table, model } of versions) expect(entries(table)).to.deep.equal([...model]);
  });

  it('keeps what a store snapshot said of each instance after 1,000 instances changed', () => {
    const store = createStore();
    for (let index = 0; index < 1000; index += 1) store.instanceAdded(`w-${index}`, 1);
    const before = store.getState();
    for (let index = 0; index < 1000; index += 1) store.rendered(`w-${index}`, 'normal');
    expect(before.instances.ids().filter((id) => before.instances.get(id)?.rendered)).to.deep.equal([]);
    const after = store.getState().instances;
    expect(after.ids().filter((id) => after.get(id)?.rendered)).to.have.length(1000);
  });
});
