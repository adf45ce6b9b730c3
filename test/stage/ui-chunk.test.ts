import '../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { createUiLoader } from '../../src/stage/ui-chunk';
import { UI_CHUNK } from '../../src/runtime/chunks';
import type { UiHost, UiModule } from '../../src/runtime/ui-host';

describe('the UI chunk loader', () => {
  function setup(nonce = '') {
    const ui: UiModule = { defineElements: sinon.spy() } as unknown as UiModule;
    const importChunk = sinon.stub().resolves(ui);
    const host = { settings: { nonce } } as unknown as UiHost;
    const loadUi = createUiLoader(importChunk, () => host);
    return { ui, importChunk, host, loadUi };
  }

  it('imports mc-ui.js once, however many widgets ask, and hands it the host', async () => {
    const { ui, importChunk, host, loadUi } = setup();
    const [first, second] = await Promise.all([loadUi(), loadUi()]);
    expect(first).to.equal(second);
    expect(importChunk.callCount).to.equal(1);
    expect(importChunk.firstCall.args).to.deep.equal([UI_CHUNK]);
    expect((ui.defineElements as sinon.SinonSpy).calledOnceWithExactly(host)).to.equal(true);
  });
});
