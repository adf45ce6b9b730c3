import '../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import type { Pixel } from '../../src/pixel/page-pixel';
import { SHOP_CHUNK } from '../../src/runtime/chunks';
import { createStorage } from '../../src/runtime/storage';
import { createShopHost, isShopifyPage, startShop, type ShopStartDeps } from '../../src/shopify/start-shop';
import type { ShopHost } from '../../src/shopify/shop-host';
import { makeSettings, makeWidget } from '../support/factories';
import { makeStorage } from '../support/fake-storage';
import { settle, startHarness, type Harness } from '../support/runtime-harness';

const SETTINGS = makeSettings({ scriptUrl: 'https://cdn.example.com/widgets/mc-widgets.js', accountId: '1' });

const addToCartModal = (id: number) =>
  makeWidget({
    widget_id: id,
    data: { main: { whenDisplay: ['add_to_cart', 0], showAgain: ['always', 0], showAgainIfClosed: ['always', 0] } },
  });

describe("the loader's store integration start", () => {
  let harness: Harness | undefined;
  afterEach(() => {
    harness?.dispose();
    harness = undefined;
  });

  function deps(win: Window, overrides: Partial<ShopStartDeps> = {}): ShopStartDeps {
    harness ??= startHarness([
      addToCartModal(7),
      makeWidget({ widget_id: 8, data: { main: { whenDisplay: ['delay', 60] } } }),
      addToCartModal(9),
    ]);
    return {
      win,
      settings: SETTINGS,
      store: harness.store,
      runtime: harness.runtime,
      pixel: {} as Pixel,
      storage: createStorage(() => makeStorage()),
      serverBase: 'https://api.example.com',
      importChunk: () => Promise.reject(new Error('no chunk in this test')),
      ...overrides,
    };
  }

  it('recognises a Shopify storefront by window.Shopify.shop being a string', () => {
    const cases: [unknown, boolean][] = [
      [{ shop: 'acme.myshopify.com' }, true],
      [{ shop: '' }, true],
      [{ shop: 42 }, false],
      [{}, false],
      [undefined, false],
      [null, false],
    ];
    for (const [Shopify, expected] of cases)
      expect(isShopifyPage({ Shopify } as unknown as Window), JSON.stringify(Shopify)).to.equal(expected);
    const throwing = Object.defineProperty({}, 'Shopify', {
      get() {
        throw new Error('denied');
      },
    });
    expect(isShopifyPage(throwing as Window)).to.equal(false);
  });

  it('imports the chunk with the importer it is handed and starts it with a host', async () => {
    const started = sinon.spy((_host: ShopHost) => () => undefined);
    const importChunk = sinon.spy(async (_path: string) => ({ startShop: started }));
    startShop(deps({ Shopify: { shop: 'acme.myshopify.com' } } as unknown as Window, { importChunk }));
    await settle();
    expect(importChunk.args).to.deep.equal([[SHOP_CHUNK]]);
    expect(started.callCount).to.equal(1);
    expect(started.args[0]![0].serverBase).to.equal('https://api.example.com');
  });

  it('imports nothing off Shopify', async () => {
    const importChunk = sinon.spy(async (_path: string) => ({ startShop: () => () => undefined }));
    startShop(deps({} as Window, { importChunk }));
    await settle();
    expect(importChunk.called).to.equal(false);
  });

  it('warns, and throws nothing, when the chunk cannot load', async () => {
    const warn = sinon.stub(console, 'warn');
    try {
      startShop(deps({ Shopify: { shop: 'a' } } as unknown as Window, { importChunk: () => Promise.reject(new Error('404')) }));
      await settle();
      expect(warn.args[0]?.[0]).to.equal('[mc] store integration not loaded:');
    } finally {
      warn.restore();
    }
  });

  it('gives the add-to-cart modals, opens one as the visitor asked for it, and closes it', async () => {
    const host = createShopHost(deps(window));
    const ids = host.addToCartInstances();
    expect(ids.map((id) => host.isOpen(id))).to.deep.equal([false, false]);
    expect(ids.map((id) => harness!.runtime.instances().find((instance) => instance.instanceId === id)?.widget.widgetId)).to.deep.equal([
      7, 9,
    ]);
    const events: string[] = [];
    const stop = host.onLifecycle((event) => events.push(`${event.type} ${event.instanceId}`));
    expect(await host.open(ids[0]!)).to.equal(true);
    expect(host.isOpen(ids[0]!)).to.equal(true);
    host.close(ids[0]!);
    expect(host.isOpen(ids[0]!)).to.equal(false);
    expect(events).to.deep.equal([`open ${ids[0]}`, `close ${ids[0]}`]);
    expect(await host.open('no-such-instance')).to.equal(false);
    stop();
  });

  it('takes the page id from the load answer, else the snippet', () => {
    expect(createShopHost(deps(window)).pageId).to.equal('1');
  });
});
