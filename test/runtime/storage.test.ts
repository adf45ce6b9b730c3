import '../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { createStorage } from '../../src/runtime/storage';
import { makeStorage } from '../support/fake-storage';

const isCount = (value: unknown): value is { count: number } =>
  typeof value === 'object' && value !== null && typeof (value as { count?: unknown }).count === 'number';

describe('createStorage', () => {
  let warn: sinon.SinonStub;
  beforeEach(() => {
    warn = sinon.stub(console, 'warn');
  });
  afterEach(() => {
    warn.restore();
  });

  describe('with working storage', () => {
    it('reads, writes and removes through the backing store', () => {
      const backing = makeStorage();
      const storage = createStorage(() => backing);
      storage.set('mc_a', '1');
      expect(backing.data.get('mc_a')).to.equal('1');
      expect(storage.get('mc_a')).to.equal('1');
      storage.remove('mc_a');
      expect(backing.data.has('mc_a')).to.equal(false);
      expect(storage.get('mc_a')).to.equal(undefined);
      expect(storage.isPersistent).to.equal(true);
      expect(warn.called).to.equal(false);
    });

    it('reads values stored before it was created', () => {
      const storage = createStorage(() => makeStorage({ initial: { 'sms-keyword-ref': 'abc' } }));
      expect(storage.get('sms-keyword-ref')).to.equal('abc');
    });

    it('reads a missing key as undefined, not null', () => {
      expect(createStorage(() => makeStorage()).get('nope')).to.equal(undefined);
    });

    it('leaves no probe key behind', () => {
      const backing = makeStorage();
      createStorage(() => backing);
      expect(backing.data.size).to.equal(0);
    });

    it('uses window.localStorage by default', () => {
      const key = 'mc_storage_test_default';
      try {
        createStorage().set(key, 'v');
        expect(window.localStorage.getItem(key)).to.equal('v');
      } finally {
        window.localStorage.removeItem(key);
      }
    });
  });

  // docs/page-api.md#local-storage: "Storage errors: console log, in-memory fallback".
  const unavailable: Array<[string, () => Storage | undefined]> = [
    [
      'the localStorage getter throws (sandboxed iframe, cookies blocked)',
      () => {
        throw new DOMException('denied', 'SecurityError');
      },
    ],
    ['there is no storage at all', () => undefined],
  ];
  for (const [name, getBacking] of unavailable) {
    describe(`when ${name}`, () => {
      it('keeps values in memory and reports itself not persistent', () => {
        const storage = createStorage(getBacking);
        expect(storage.isPersistent).to.equal(false);
        storage.set('mc_a', '1');
        expect(storage.get('mc_a')).to.equal('1');
        storage.remove('mc_a');
        expect(storage.get('mc_a')).to.equal(undefined);
      });

      it('warns exactly once', () => {
        const storage = createStorage(getBacking);
        storage.set('a', '1');
        storage.set('b', '2');
        storage.get('a');
        expect(warn.callCount).to.equal(1);
      });
    });
  }

  describe('when every write throws (private mode)', () => {
    it('is not persistent from the start, warns once, and remembers writes in memory', () => {
      const backing = makeStorage({ failWrites: true, initial: { old: 'x' } });
      const storage = createStorage(() => backing);
      expect(storage.isPersistent).to.equal(false);
      storage.set('mc_a', '1');
      storage.set('mc_b', '2');
      expect(storage.get('mc_a')).to.equal('1');
      expect(storage.get('mc_b')).to.equal('2');
      expect(warn.callCount).to.equal(1);
    });

    it('still reads what was stored before', () => {
      const storage = createStorage(() => makeStorage({ failWrites: true, initial: { old: 'x' } }));
      expect(storage.get('old')).to.equal('x');
    });

    it('hides a value whose removal failed', () => {
      const storage = createStorage(() => makeStorage({ failWrites: true, initial: { old: 'x' } }));
      storage.remove('old');
      expect(storage.get('old')).to.equal(undefined);
    });
  });

  describe('when the quota runs out mid-page', () => {
    it('keeps the refused value in memory so reads still see it', () => {
      const backing = makeStorage({ maxKeys: 2 });
      const storage = createStorage(() => backing);
      storage.set('a', '1');
      storage.set('b', '2');
      expect(storage.isPersistent).to.equal(true);
      storage.set('c', '3');
      expect(backing.data.has('c')).to.equal(false);
      expect(storage.get('c')).to.equal('3');
      expect(storage.isPersistent).to.equal(false);
      expect(warn.callCount).to.equal(1);
      expect(String(warn.firstCall.args[0])).to.contain('QuotaExceededError');
    });

    it('reads from the backing store again once a later write succeeds', () => {
      const backing = makeStorage({ maxKeys: 1 });
      const storage = createStorage(() => backing);
      storage.set('a', '1');
      storage.set('b', 'memory');
      backing.data.delete('a');
      storage.set('b', 'disk');
      expect(backing.data.get('b')).to.equal('disk');
      backing.data.set('b', 'changed elsewhere');
      expect(storage.get('b')).to.equal('changed elsewhere');
    });
  });

  describe('when reads throw', () => {
    it('reads undefined and warns once', () => {
      const storage = createStorage(() => makeStorage({ failReads: true }));
      expect(storage.get('a')).to.equal(undefined);
      expect(storage.get('b')).to.equal(undefined);
      expect(warn.callCount).to.equal(1);
    });
  });

  describe('JSON values', () => {
    it('round-trips an object', () => {
      const storage = createStorage(() => makeStorage());
      storage.setJSON('mc_session', { count: 3 });
      expect(storage.getJSON('mc_session', isCount)).to.deep.equal({ count: 3 });
    });

    const discarded: Array<[string, string]> = [
      ['corrupt JSON', '{"count":'],
      ['a value that fails the validator', '{"count":"3"}'],
      ['JSON null', 'null'],
    ];
    for (const [name, raw] of discarded) {
      it(`discards ${name}: removes it and reads undefined`, () => {
        const backing = makeStorage({ initial: { mc_session: raw } });
        const storage = createStorage(() => backing);
        expect(storage.getJSON('mc_session', isCount)).to.equal(undefined);
        expect(backing.data.has('mc_session')).to.equal(false);
      });
    }

    it('without a validator returns whatever parsed', () => {
      const storage = createStorage(() => makeStorage({ initial: { k: '[1,2]' } }));
      expect(storage.getJSON('k')).to.deep.equal([1, 2]);
    });

    it('treats a throwing validator as a failed one', () => {
      const backing = makeStorage({ initial: { k: '1' } });
      const storage = createStorage(() => backing);
      const throwing = (v: unknown): v is number => {
        throw new Error(`bad ${String(v)}`);
      };
      expect(storage.getJSON('k', throwing)).to.equal(undefined);
      expect(backing.data.has('k')).to.equal(false);
    });

    it('reads a missing key as undefined without touching anything', () => {
      const storage = createStorage(() => makeStorage());
      expect(storage.getJSON('missing', isCount)).to.equal(undefined);
    });

    it('removes the key when asked to store undefined', () => {
      const backing = makeStorage({ initial: { k: '1' } });
      createStorage(() => backing).setJSON('k', undefined);
      expect(backing.data.has('k')).to.equal(false);
    });

    it('does not throw on a value JSON cannot encode', () => {
      const cyclic: Record<string, unknown> = {};
      cyclic.self = cyclic;
      const backing = makeStorage();
      const storage = createStorage(() => backing);
      expect(() => storage.setJSON('k', cyclic)).to.not.throw();
      expect(() => storage.setJSON('k', { n: BigInt(1) })).to.not.throw();
      expect(backing.data.has('k')).to.equal(false);
    });

    it('keeps JSON in memory when storage is unavailable', () => {
      const storage = createStorage(() => undefined);
      storage.setJSON('mc_session', { count: 1 });
      expect(storage.getJSON('mc_session', isCount)).to.deep.equal({ count: 1 });
    });
  });
});
