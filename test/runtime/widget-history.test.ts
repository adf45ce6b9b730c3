import '../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { STORAGE_KEYS } from '../../src/runtime/constants';
import { loadHistory, persistHistory } from '../../src/runtime/widget-history';
import { createStorage } from '../../src/runtime/storage';
import { createStore } from '../../src/runtime/store';

describe('the visitor session in storage', () => {
  let clock: sinon.SinonFakeTimers;
  let stop: (() => void) | undefined;
  beforeEach(() => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    localStorage.removeItem(STORAGE_KEYS.widgetHistory);
  });
  afterEach(() => {
    stop?.();
    stop = undefined;
    clock.restore();
    localStorage.removeItem(STORAGE_KEYS.widgetHistory);
  });

  function setup() {
    const storage = createStorage();
    const store = createStore({ history: { userId: 'visitor', widgets: {} } });
    const writes = sinon.spy(storage, 'setJSON');
    stop = persistHistory(store, storage, window);
    writes.resetHistory();
    const impression = (widgetId: number) =>
      store.historyRestored({
        userId: 'visitor',
        widgets: { ...store.getState().history.widgets, [widgetId]: { lastImpression: Date.now() } },
      });
    return { storage, store, writes, impression };
  }
  const stored = () => loadHistory(createStorage(), () => 'new').widgets;

  it('writes a burst of 200 changes once, in the task after them, with all of them', async () => {
    const { writes, impression } = setup();
    for (let id = 1; id <= 200; id++) impression(id);
    expect(writes.callCount).to.equal(0);
    await clock.tickAsync(0);
    expect(writes.callCount).to.equal(1);
    expect(Object.keys(stored()).length).to.equal(200);
  });

  const leaving: [string, () => void][] = [
    ['the page is left (pagehide)', () => window.dispatchEvent(new Event('pagehide'))],
    ['it stops', () => stop?.()],
  ];
  for (const [when, leave] of leaving) {
    it(`writes a change at once when ${when}`, () => {
      const { impression } = setup();
      impression(7);
      leave();
      expect(Object.keys(stored())).to.deep.equal(['7']);
    });
  }

  it('writes nothing when nothing changed', async () => {
    const { writes } = setup();
    window.dispatchEvent(new Event('pagehide'));
    await clock.tickAsync(10);
    expect(writes.callCount).to.equal(0);
  });
});
