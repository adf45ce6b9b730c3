// The UI host's way to the platform SDK: one load for every view that asks, asked again after a failure.
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
});
