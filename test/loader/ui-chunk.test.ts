import '../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { createUiLoader, UI_CHUNK_PATH } from '../../src/loader/ui-chunk';
import type { UiHost, UiModule } from '../../src/runtime/ui-host';

describe('the UI chunk loader', () => {
  const SCRIPT = 'https://cdn.example.com/widgets/v2/mc-widgets.js';
  function setup(nonce = '') {
    const ui: UiModule = { defineElements: sinon.spy() } as unknown as UiModule;
    const importModule = sinon.stub().resolves(ui);
    const host = { settings: { nonce } } as unknown as UiHost;
    const loadUi = createUiLoader(SCRIPT, () => host, importModule);
    return { ui, importModule, host, loadUi };
  }

  it('imports mc-ui.js relative to the loader once, however many widgets ask, and hands it the host', async () => {
    const { ui, importModule, host, loadUi } = setup();
    const [first, second] = await Promise.all([loadUi(), loadUi()]);
    expect(first).to.equal(second);
    expect(importModule.callCount).to.equal(1);
    expect(importModule.firstCall.args[0]).to.equal(`https://cdn.example.com/widgets/v2/${UI_CHUNK_PATH}`);
    expect((ui.defineElements as sinon.SinonSpy).calledOnceWithExactly(host)).to.equal(true);
  });
});
