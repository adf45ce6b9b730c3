// The tracking pixel seen from a real page: events survive the page being left at once, survive a
// server outage, are never counted twice, and MC_PIXEL's money call sends the contract's body.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { RecordedRequest } from '../../demo/fixture-server';
import { pageWithLoader, startRig, type Rig } from './rig';

type PixelWindow = Window & {
  MC_PIXEL: {
    fireLogEvent(appId: number, event: string, payload?: unknown): Promise<void>;
    fireLogMoneyEvent(event: string, weight: number, currency?: string): Promise<void>;
    fireLogConversionEvent(event: string): Promise<void>;
  };
};

const TOKEN = `${Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600, sub: 'subscriber-1' })).toString('base64url')}.c2lnbmF0dXJl`;

const bodyOf = (request: RecordedRequest) => request.body as Record<string, unknown>;

const box = { widget_id: 42, widget_type: 'box', data: { main: { title: 'Inline offer' } } };
/** Opens on its own only on the page that names it, so the other pages stay free of overlays. */
const modal = {
  widget_id: 43,
  widget_type: 'modal',
  data: { main: { title: 'Pop-up offer', whenDisplay: ['immediately', 0] }, setup: { urlWhitelist: ['/with-widgets'] } },
};

async function waitUntil(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('tracking pixel', () => {
  let rig: Rig;
  before(async () => {
    rig = await startRig({
      load: { app: { pageId: '1234567' }, widgets: [box, modal] },
      pages: {
        '/shop': pageWithLoader('<h1>Shop</h1>'),
        '/with-widgets': pageWithLoader('<h1>Article</h1><div class="mcwidget-embed" data-widget-id="42"></div>'),
        '/elsewhere': '<!doctype html><title>elsewhere</title><h1>Another site</h1>',
      },
    });
  });
  after(() => rig.close());

  /** Events of one name the server received (since a moment, when given). */
  const accepted = (event: string, since = 0) =>
    rig.server.requestsTo('/pixel/logEvent').filter((request) => bodyOf(request).event === event && request.at >= since);

  /** Opens the shop and waits until the pixel has its load answer. */
  async function openShop(query = '') {
    const opened = await rig.open(`/shop${query}`);
    await opened.page.evaluate(() => (window as unknown as PixelWindow).MC_PIXEL.fireLogEvent(2, 'ready_check', {}));
    return opened;
  }

  it('delivers 100 events fired right before the page is left, each once', async () => {
    const { page, pageErrors } = await openShop();
    await page.evaluate(() => {
      const pixel = (window as unknown as PixelWindow).MC_PIXEL;
      for (let n = 0; n < 100; n++) void pixel.fireLogEvent(2, 'burst', { n });
      location.href = '/elsewhere';
    });
    await page.waitForURL('**/elsewhere');
    await waitUntil(() => accepted('burst').length >= 100, 10_000, '100 burst events');
    await new Promise((resolve) => setTimeout(resolve, 1000)); // room for a duplicate to show up
    const bursts = accepted('burst');
    assert.equal(bursts.length, 100, 'total received');
    assert.equal(new Set(bursts.map((request) => bodyOf(request).event_id)).size, 100, 'unique event ids');
    const numbers = bursts.map((request) => (bodyOf(request).payload as { n: number }).n).sort((a, b) => a - b);
    assert.deepEqual(
      numbers,
      Array.from({ length: 100 }, (_, n) => n),
    );
    assert.deepEqual(pageErrors, []);
  });

  it('delivers every event, each once, after the event endpoint failed for 10 s', async () => {
    const outageUntil = Date.now() + 10_000;
    let refused = 0;
    const delivered: RecordedRequest[] = [];
    rig.server.route('POST /pixel/logEvent', (request) => {
      if (Date.now() < outageUntil) {
        refused += 1;
        return { status: 500, body: { error: 'down' } };
      }
      delivered.push(request);
      return { body: { state: true } };
    });
    try {
      const { page, pageErrors } = await rig.open('/shop');
      await page.evaluate(() => {
        const pixel = (window as unknown as PixelWindow).MC_PIXEL;
        for (let n = 0; n < 20; n++) void pixel.fireLogEvent(2, 'during_outage', { n });
      });
      const outage = () => delivered.filter((request) => bodyOf(request).event === 'during_outage');
      await waitUntil(() => outage().length >= 20, 45_000, '20 events after the outage');
      await new Promise((resolve) => setTimeout(resolve, 1000));
      assert.ok(refused > 0, 'the outage refused some attempts');
      assert.equal(outage().length, 20, 'total accepted');
      assert.equal(new Set(outage().map((request) => bodyOf(request).event_id)).size, 20, 'unique event ids');
      assert.deepEqual(pageErrors, []);
    } finally {
      rig.server.route('POST /pixel/logEvent', () => ({ body: { state: true } }));
    }
  });

  it("sends MC_PIXEL.fireLogMoneyEvent('purchase', 19.99, 'USD') to logMoneyEvent with the URL's token", async () => {
    const { page, pageErrors, console: lines } = await openShop(`?mcp_token=${TOKEN}`);
    await page.evaluate(() => (window as unknown as PixelWindow).MC_PIXEL.fireLogMoneyEvent('purchase', 19.99, 'USD'));
    const money = rig.server.requestsTo('/pixel/logMoneyEvent');
    assert.equal(money.length, 1);
    const { event_id: eventId, ...contractBody } = bodyOf(money[0]!);
    assert.deepEqual(contractBody, { event: 'purchase', account_id: '1234567', weight: 19.99, currency: 'USD', token: TOKEN });
    assert.match(String(eventId), /^[0-9a-f-]{36}$/, 'plus its event id');
    assert.equal(money[0]!.method, 'POST');

    // The valid token arrived: an auth event on the store channel, in the session it started.
    await waitUntil(() => accepted('auth').length === 1, 5000, 'the auth event');
    const auth = bodyOf(accepted('auth')[0]!);
    assert.equal(auth.app_id, 10);
    assert.equal(JSON.parse(auth.session_data as string).token, TOKEN);

    // The token travels in bodies only: no URL the pixel built carries it, nor any console line.
    const built = rig.server.requests.filter((request) => request.path.startsWith('/pixel/') || request.path === '/load');
    assert.ok(built.length >= 3);
    assert.deepEqual(
      built.filter((request) => JSON.stringify(request.query).includes(TOKEN)),
      [],
    );
    assert.deepEqual(
      lines.filter((line) => line.text.includes(TOKEN)),
      [],
    );
    assert.deepEqual(pageErrors, []);
  });

  it('logs the impressions of the widgets shown, and the overlay still open when the page is left', async () => {
    const since = Date.now();
    const { page, pageErrors } = await rig.open('/with-widgets');
    await page.locator('mc-box h2').waitFor();
    await page.locator('mc-modal[data-state="open"]').waitFor();
    await waitUntil(() => accepted('impression', since).length >= 2, 5000, 'two impressions');
    const impressions = accepted('impression', since).map((request) => bodyOf(request));
    assert.deepEqual(impressions.map((body) => (body.payload as { widget_id: number }).widget_id).sort(), [42, 43]);
    for (const body of impressions) {
      assert.equal(body.app_id, 2);
      assert.deepEqual(Object.keys(body.payload as object), ['widget_id', 'widget_type', 'guid', 'hash', 'timestamp', 'version']);
      assert.equal((body.payload as { version: string }).version, '1.0');
    }
    await page.goto(`${rig.server.url}/elsewhere`);
    await waitUntil(() => accepted('mc_shopify_analytics', since).length >= 1, 5000, 'the page-leave status');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const statuses = accepted('mc_shopify_analytics', since).map((request) => bodyOf(request).payload as Record<string, unknown>);
    assert.deepEqual(
      statuses.map(({ widget_type, type, status, status_description }) => ({ widget_type, type, status, status_description })),
      [{ widget_type: 'modal', type: 'optin', status: 'negative', status_description: 'page_leave_while_widget_open' }],
    );
    assert.deepEqual(pageErrors, []);
  });

  it('rejects a conversion without a token with the documented message', async () => {
    const { page } = await openShop();
    const message = await page.evaluate(() =>
      (window as unknown as PixelWindow).MC_PIXEL.fireLogConversionEvent('signed_up').then(
        () => 'resolved',
        (error: Error) => error.message,
      ),
    );
    assert.equal(message, 'Token is required to fire event!');
  });
});
