import '../../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { ensureFbSdk, loadFbSdk } from '../../../src/runtime/sdk/fb-sdk';
import type { ScriptSettings } from '../../../src/runtime/types';
import { createStore, type Store } from '../../../src/runtime/store';
import { createFakeFb, fakeSdkScriptUrl, installFakeFb, resetFbGlobals } from '../../support/fake-fb-sdk';

type TestWindow = Window & { fbAsyncInit?: () => void; FB?: unknown };
const win = window as TestWindow;

/** What the SDK loader reads: the page's store and the snippet's settings. */
function makeHost(settings: Partial<ScriptSettings> = {}, app: Record<string, unknown> = {}): { store: Store; settings: ScriptSettings } {
  const store = createStore();
  store.configLoaded({ ...store.getState().app, appId: '9876', pageId: '1234567', fbPageId: '1234567', ...app }, []);
  const fullSettings: ScriptSettings = {
    scriptUrl: '',
    accountId: '1234567',
    host: location.origin,
    hash: '',
    nonce: '',
    fbSdkUrl: '',
    locale: '',
    debug: false,
    ...settings,
  };
  return { store, settings: fullSettings };
}

const sdkScripts = () => document.querySelectorAll('script#facebook-jssdk');

describe('the SDK loader', () => {
  afterEach(() => resetFbGlobals());

  it('adds one async #facebook-jssdk script with the nonce, initialises the SDK when fbAsyncInit runs and marks it ready', async () => {
    const fake = createFakeFb({ renders: true });
    const url = fakeSdkScriptUrl(fake);
    const host = makeHost({ fbSdkUrl: url, nonce: 'n0nce' });
    const loading = ensureFbSdk(host);
    const script = document.getElementById('facebook-jssdk') as HTMLScriptElement;
    expect(script.tagName).to.equal('SCRIPT');
    expect(script.async).to.equal(true);
    expect(script.src).to.equal(url);
    expect(script.nonce).to.equal('n0nce');
    expect(host.store.getState().app.fbsdkReady).to.equal(false);
    expect(await loading).to.equal(fake.sdk);
    expect(fake.init.callCount).to.equal(1);
    expect(fake.init.firstCall.args).to.deep.equal([{ appId: '9876', version: 'v3.1', xfbml: false }]);
    expect(host.store.getState().app.fbsdkReady).to.equal(true);
  });

  it("initialises with the app's SDK version when it has one", async () => {
    const fake = createFakeFb({ renders: true });
    await ensureFbSdk(makeHost({ fbSdkUrl: fakeSdkScriptUrl(fake) }, { fbSDKVersion: 'v18.0' }));
    expect(fake.init.firstCall.args[0]).to.deep.equal({ appId: '9876', version: 'v18.0', xfbml: false });
  });

  it("keeps the page's own fbAsyncInit: it still runs, once, after ours", async () => {
    const fake = createFakeFb({ renders: true });
    const owners = sinon.spy(() => {
      // The owner's hook sees the SDK already initialised by us, and may initialise it again with their app.
      expect(fake.init.callCount).to.equal(1);
    });
    win.fbAsyncInit = owners;
    await ensureFbSdk(makeHost({ fbSdkUrl: fakeSdkScriptUrl(fake) }));
    expect(owners.callCount).to.equal(1);
    expect(fake.init.calledBefore(owners)).to.equal(true);
  });

  it("survives a page's fbAsyncInit that throws", async () => {
    const fake = createFakeFb({ renders: true });
    const error = sinon.stub(console, 'error');
    try {
      win.fbAsyncInit = () => {
        throw new Error('owner bug');
      };
      expect(await ensureFbSdk(makeHost({ fbSdkUrl: fakeSdkScriptUrl(fake) }))).to.equal(fake.sdk);
      expect(error.called).to.equal(true);
    } finally {
      error.restore();
    }
  });

  it('loads once per page however many widgets ask', async () => {
    const fake = createFakeFb({ renders: true });
    const host = makeHost({ fbSdkUrl: fakeSdkScriptUrl(fake) });
    const [first, second] = await Promise.all([ensureFbSdk(host), ensureFbSdk(host)]);
    expect(first).to.equal(fake.sdk);
    expect(second).to.equal(fake.sdk);
    expect(sdkScripts().length).to.equal(1);
    expect(fake.init.callCount).to.equal(1);
    expect(await ensureFbSdk(host)).to.equal(fake.sdk);
    expect(sdkScripts().length).to.equal(1);
  });

  it('uses an SDK already on the page as it is: no script, no second init', async () => {
    const fake = installFakeFb({ renders: true });
    const host = makeHost({ fbSdkUrl: 'https://cdn.example.com/sdk.js' });
    expect(await ensureFbSdk(host)).to.equal(fake.sdk);
    expect(sdkScripts().length).to.equal(0);
    expect(fake.init.called).to.equal(false);
    expect(host.store.getState().app.fbsdkReady).to.equal(true);
  });

  it("waits for an SDK script the owner added, without adding another or initialising the owner's SDK", async () => {
    const owners = document.createElement('script');
    owners.id = 'facebook-jssdk';
    document.head.appendChild(owners);
    const ownerInit = sinon.spy();
    win.fbAsyncInit = ownerInit;
    const fake = createFakeFb({ renders: true });
    const loading = ensureFbSdk(makeHost());
    expect(sdkScripts().length).to.equal(1);
    win.FB = fake.sdk;
    win.fbAsyncInit?.();
    expect(await loading).to.equal(fake.sdk);
    expect(ownerInit.callCount).to.equal(1);
    expect(fake.init.called).to.equal(false);
  });

  it('rejects when the script cannot be loaded, and keeps rejecting without loading again', async () => {
    const warn = sinon.stub(console, 'warn');
    try {
      const host = makeHost({ fbSdkUrl: `${location.origin}/no-such-sdk-${Date.now()}.js` });
      let error: unknown;
      await ensureFbSdk(host).catch((caught: unknown) => (error = caught));
      expect(String(error)).to.contain('could not be loaded');
      expect(host.store.getState().app.fbsdkReady).to.equal(false);
      let again: unknown;
      await ensureFbSdk(host).catch((caught: unknown) => (again = caught));
      expect(again).to.equal(error);
      expect(sdkScripts().length).to.equal(1);
    } finally {
      warn.restore();
    }
  });

  it("defaults to the platform's SDK for the snippet's locale, then the app's", async () => {
    // This machine has no way out, so these loads fail; only the URL they asked for matters here.
    const warn = sinon.stub(console, 'warn');
    try {
      const first = ensureFbSdk(makeHost({ locale: 'de-DE' }, { locale: 'fr_FR' })).catch(() => undefined);
      expect((document.getElementById('facebook-jssdk') as HTMLScriptElement).src).to.equal('https://connect.facebook.net/de_DE/sdk.js');
      resetFbGlobals();
      const second = ensureFbSdk(makeHost({}, { locale: 'fr_FR' })).catch(() => undefined);
      expect((document.getElementById('facebook-jssdk') as HTMLScriptElement).src).to.equal('https://connect.facebook.net/fr_FR/sdk.js');
      resetFbGlobals();
      await Promise.race([Promise.all([first, second]), new Promise((resolve) => setTimeout(resolve, 2000))]);
    } finally {
      warn.restore();
    }
  });

  it('refuses a data-fb-sdk-url with a dangerous scheme without adding a script', async () => {
    let error: unknown;
    await ensureFbSdk(makeHost({ fbSdkUrl: 'javascript:alert(1)' })).catch((caught: unknown) => (error = caught));
    expect(String(error)).to.contain('not a script URL');
    expect(sdkScripts().length).to.equal(0);
  });

  it('resolves through the load event when the SDK never calls fbAsyncInit', async () => {
    const fake = createFakeFb({ renders: true });
    (window as unknown as { __quietFb: unknown }).__quietFb = fake.sdk;
    const url = URL.createObjectURL(new Blob(['window.FB = window.__quietFb;'], { type: 'text/javascript' }));
    try {
      const sdk = await loadFbSdk({ doc: document, url, nonce: '', init: { appId: '1', version: 'v3.1', xfbml: false } });
      expect(sdk).to.equal(fake.sdk);
      expect(fake.init.callCount).to.equal(1);
    } finally {
      URL.revokeObjectURL(url);
      delete (window as unknown as { __quietFb?: unknown }).__quietFb;
    }
  });
});
