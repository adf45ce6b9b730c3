// The UI host's way to the platform SDK: one load for every view that asks, asked again after a failure, and whether
// the last load failed.
import '../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { createStorage } from '../../src/runtime/storage';
import { createStore } from '../../src/runtime/store';
import { createUiHost } from '../../src/runtime/ui-host';
import { createWidgetControls } from '../../src/runtime/page/widget-controls';
import type { UiRules } from '../../src/runtime/ui-host';
import { installFakeFb, resetFbGlobals } from '../support/fake-fb-sdk';

function hostWith(fbSdkUrl: string) {
  const store = createStore({ route: { url: location.href, lastChange: Date.now() }, history: { userId: 'visitor', widgets: {} } });
  return createUiHost({
    store,
    controls: createWidgetControls(),
    settings: { scriptUrl: '', accountId: '1234567', host: location.origin, hash: '', nonce: '', fbSdkUrl, locale: '', debug: false },
    pixel: { sessionId: () => 's', checkOptin: async () => false },
    storage: createStorage(),
    rules: {} as UiRules,
    close: () => undefined,
    rendered: () => undefined,
    drop: () => undefined,
    post: async () => ({}) as never,
  });
}

describe('UI host: the platform SDK', () => {
  afterEach(resetFbGlobals);

  it('gives every view that asks the one load under way', async () => {
    const fake = installFakeFb({ renders: true });
    const host = hostWith('');
    const first = host.fbSdk();
    expect(host.fbSdk()).to.equal(first);
    expect(await first).to.equal(fake.sdk);
    expect(host.fbSdk()).to.equal(first);
    expect(host.store.getState().app.fbsdkReady).to.equal(true);
  });

  it('asks again after a failure, and then finds an SDK the page loaded since', async () => {
    const warn = sinon.stub(console, 'warn');
    try {
      const host = hostWith(`${location.origin}/missing-sdk-${Date.now()}.js`);
      const failed = host.fbSdk();
      await failed.then(
        () => expect.fail('a missing SDK cannot load'),
        () => undefined,
      );
      const fake = installFakeFb({ renders: true });
      const again = host.fbSdk();
      expect(again).not.to.equal(failed);
      expect(await again).to.equal(fake.sdk);
    } finally {
      warn.restore();
    }
  });

  it('says the last load failed until the page has an SDK or a load succeeds', async () => {
    const warn = sinon.stub(console, 'warn');
    try {
      const host = hostWith(`${location.origin}/missing-sdk-${Date.now()}.js`);
      expect(host.fbSdkFailed(), 'nothing asked yet').to.equal(false);
      const failed = host.fbSdk();
      expect(host.fbSdkFailed(), 'still loading').to.equal(false);
      await failed.catch(() => undefined);
      expect(host.fbSdkFailed(), 'after the failure').to.equal(true);
      // The page loaded an SDK of its own: a plugin asked for now would get it.
      installFakeFb({ renders: true });
      expect(host.fbSdkFailed(), 'with the page’s SDK').to.equal(false);
      await host.fbSdk();
      resetFbGlobals();
      expect(host.fbSdkFailed(), 'after a load that succeeded').to.equal(false);
    } finally {
      warn.restore();
    }
  });

  it('follows an SDK load handed to it as well', async () => {
    const store = createStore({ route: { url: location.href, lastChange: Date.now() }, history: { userId: 'visitor', widgets: {} } });
    let outcome: 'fail' | 'load' = 'fail';
    const host = createUiHost({
      ...hostWith(''),
      store,
      drop: () => undefined,
      fbSdk: () => (outcome === 'fail' ? Promise.reject(new Error('blocked')) : Promise.resolve({} as never)),
    });
    await host.fbSdk().catch(() => undefined);
    expect(host.fbSdkFailed()).to.equal(true);
    outcome = 'load';
    await host.fbSdk();
    expect(host.fbSdkFailed()).to.equal(false);
  });
});
