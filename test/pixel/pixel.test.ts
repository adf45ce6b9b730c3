import '../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { startPixel, type PixelSettings } from '../../src/pixel';
import { pagePixel, type Pixel } from '../../src/pixel/page-pixel';
import { createImpressionLogger } from '../../src/pixel/impression';
import { createGuid } from '../../src/runtime/builders/pixel-session-id';
import * as sending from '../../src/pixel/sending';
import { PIXEL_CONFIGURE_FALLBACK_MS, STORAGE_KEYS } from '../../src/runtime/constants';
import {
  HOST,
  NOW,
  asWindow,
  makeBacking,
  makeToken,
  makeTransport,
  makeWindow,
  memoryStorage,
  pagehide,
  tokenExpiringIn,
  useFakeTimers,
} from './support';
import { rejection } from '../support/rejection';

const SHOP = 'https://shop.example.com/products/hat';
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface StartOptions {
  pageUrl?: string;
  backing?: Storage;
  settings?: Partial<PixelSettings>;
  userAgent?: string;
  webdriver?: boolean;
}

describe('the pixel', () => {
  let clock: sinon.SinonFakeTimers;
  let pixels: Pixel[];
  let serverFetch: sinon.SinonStub;

  beforeEach(() => {
    clock = useFakeTimers();
    pixels = [];
    // The calls that answer their caller (opt-in check, conversion, money) use the page's fetch.
    serverFetch = sinon.stub(window, 'fetch').callsFake(async (input) => {
      const url = String(input);
      return new Response(JSON.stringify(url.includes('checkOptin') ? { has_opted_in: false } : { state: true }), { status: 200 });
    });
  });
  afterEach(() => {
    for (const pixel of pixels) pixel.dispose();
    serverFetch.restore();
    clock.restore();
  });

  function start(
    { pageUrl = SHOP, backing = makeBacking(), settings, userAgent, webdriver = false }: StartOptions = {},
    answer?: Parameters<typeof makeTransport>[0],
  ) {
    const win = makeWindow(pageUrl);
    if (userAgent) win.navigator.userAgent = userAgent;
    win.navigator.webdriver = webdriver;
    const transport = makeTransport(answer);
    // The loader's pixel with what the page stage adds on it, as a page with widgets has it.
    const core = startPixel({
      win: asWindow(win),
      settings: { accountId: '1234567', host: HOST, ...settings },
      storage: memoryStorage(backing),
      pageUrl,
      loadSending: () => sending,
      transport: { send: transport.send, beacon: transport.beacon, isOnline: () => true },
    });
    const pixel = pagePixel(core, win.navigator.userAgent);
    pixels.push(pixel);
    const api = win.MC_PIXEL as unknown as Pick<Pixel, 'fireLogConversionEvent' | 'fireLogMoneyEvent' | 'fireLogEvent'>;
    const logged = (event?: string) => transport.attempts.map((attempt) => attempt.body).filter((body) => !event || body.event === event);
    return { win, pixel, api, backing, logged, ...transport };
  }

  const serverCalls = () => serverFetch.getCalls().map((call) => ({ url: String(call.args[0]), init: call.args[1] as RequestInit }));

  // Guards the pixel built in halves: the page stage's members once went onto the loader's object.
  it("builds the page stage's pixel as one new object over the loader's, which it leaves as it was", () => {
    const win = makeWindow(SHOP);
    const core = startPixel({
      win: asWindow(win),
      settings: { accountId: '1234567', host: HOST },
      storage: memoryStorage(makeBacking()),
      pageUrl: SHOP,
      loadSending: () => sending,
      transport: { ...makeTransport(), isOnline: () => true },
    });
    const members = Object.keys(core).sort();
    const pixel = pagePixel(core, 'test');
    pixels.push(pixel);
    expect(pixel).to.not.equal(core);
    expect(Object.keys(core).sort()).to.deep.equal(members);
    expect(pixel.logAnalytics).to.be.a('function');
    core.configure({ pageId: '1234567' });
    expect(core.sessionId).to.not.equal('');
    expect(pixel.sessionId, "the core's getters read live").to.equal(core.sessionId);
  });

  describe('window.MC_PIXEL', () => {
    it('exists at once with the contract calls and the session data, frozen, and nothing else', () => {
      const { win } = start();
      expect(Object.keys(win.MC_PIXEL!).sort()).to.deep.equal([
        'fireLogConversionEvent',
        'fireLogEvent',
        'fireLogMoneyEvent',
        'sessionData',
      ]);
      expect(Object.isFrozen(win.MC_PIXEL)).to.equal(true);
    });

    // Store integrations read `MC_PIXEL.sessionData.sessionId` to tie their orders to the visitor.
    it('exposes the session read-only as sessionData: its id and opted-in flag', () => {
      const { win, pixel } = start();
      type Data = { sessionId: string; hasOptedIn: boolean; pageId: string };
      const data = () => (win.MC_PIXEL as unknown as { sessionData: Data }).sessionData;
      // The session starts with the snippet's account id, before the load answer.
      expect(data()).to.deep.equal({ sessionId: pixel.sessionId, hasOptedIn: false, pageId: '1234567' });
      pixel.configure({ pageId: '1234567' });
      expect(data().sessionId).to.equal(pixel.sessionId);
      expect(data().sessionId).not.to.equal('');
      expect(data().pageId).to.equal('1234567');
      pixel.markOptedIn();
      expect(data().hasOptedIn).to.equal(true);
      expect(Object.isFrozen(data())).to.equal(true);
      expect(() => ((win.MC_PIXEL as unknown as { sessionData: unknown }).sessionData = {})).to.throw(TypeError);
    });

    // Guards against losing what a page fires before the load answer and then leaves: the event is
    // built and queued at call time, with the snippet's account and host.
    it("builds and queues an event at call time, before the load answer, with the snippet's account and host", async () => {
      const { pixel, api, attempts } = start();
      await api.fireLogEvent(2, 'early_event', { step: 1 });
      const early = attempts.find((attempt) => attempt.body.event === 'early_event')!;
      expect(early.url).to.equal(`${HOST}/pixel/logEvent`);
      expect(early.body).to.deep.include({ account_id: '1234567', payload: { step: 1 }, session_id: pixel.sessionId });
      // The load answer's host serves what comes after it.
      pixel.configure({ pageId: '1234567', host: 'https://app.example.com/' });
      await api.fireLogEvent(2, 'later_event', {});
      expect(attempts.find((attempt) => attempt.body.event === 'later_event')!.url).to.equal('https://app.example.com/pixel/logEvent');
    });

    it('uses the snippet host when the load answer sets none', async () => {
      const { pixel, api, attempts } = start();
      pixel.configure({ pageId: '1234567', host: '' });
      await api.fireLogEvent(10, 'page_view', {});
      expect(attempts.every((attempt) => attempt.url === `${HOST}/pixel/logEvent`)).to.equal(true);
    });

    it("waits for the load answer when the snippet names no account, or for the snippet's settings when none comes", async () => {
      const { api, logged } = start({ settings: { accountId: '' } });
      let done = false;
      void api.fireLogEvent(2, 'waiting', {}).then(() => (done = true));
      await clock.tickAsync(PIXEL_CONFIGURE_FALLBACK_MS - 1);
      expect(done).to.equal(false);
      const answered = start({ settings: { accountId: '' } });
      const call = answered.api.fireLogEvent(2, 'waiting', {});
      answered.pixel.configure({ pageId: '7654321' });
      await call;
      expect(answered.logged('waiting')[0]?.account_id).to.equal('7654321');
      expect(logged('waiting')).to.deep.equal([]);
    });

    it('checks MC_PIXEL calls when they are made, before the load answer', async () => {
      const { api } = start();
      expect((await rejection(api.fireLogConversionEvent('signed_up'))).message).to.equal('Token is required to fire event!');
      expect((await rejection(api.fireLogEvent(2, ''))).message).to.equal('Event is required to fire event!');
    });

    it('sends what was logged before the load answer when the page is left first', () => {
      const { win, pixel, beacons, attempts } = start();
      pixel.logWidgetEvent('click', { widget_id: 42, channelType: 'sms' });
      pagehide(win);
      const events = [...beacons.map((beacon) => JSON.parse(beacon.body)), ...attempts.map((attempt) => attempt.body)].map(
        (body) => body.event,
      );
      expect(events.filter((event) => event === 'click').length).to.equal(1);
    });

    it('goes away on dispose', () => {
      const { win, pixel } = start();
      pixel.dispose();
      expect(win.MC_PIXEL).to.equal(undefined);
    });
  });

  describe('validation (rejections with the documented messages)', () => {
    const configured = (options: StartOptions = {}) => {
      const started = start(options);
      started.pixel.configure({ pageId: '1234567' });
      return started;
    };

    it('Token is required to fire event!', async () => {
      const { api } = configured();
      expect((await rejection(api.fireLogConversionEvent('signed_up'))).message).to.equal('Token is required to fire event!');
      expect((await rejection(api.fireLogMoneyEvent('purchase', 19.99, 'USD'))).message).to.equal('Token is required to fire event!');
      expect(serverFetch.called).to.equal(false);
    });

    it('Token is required to fire event! also for a malformed token in the URL', async () => {
      const { api } = configured({ pageUrl: `${SHOP}?mcp_token=${makeToken({ exp: 'tomorrow' })}` });
      expect((await rejection(api.fireLogConversionEvent('signed_up'))).message).to.equal('Token is required to fire event!');
    });

    it('Token expired! for an expired token in the URL', async () => {
      const { api } = configured({ pageUrl: `${SHOP}?mcp_token=${tokenExpiringIn(-1000)}` });
      expect((await rejection(api.fireLogConversionEvent('signed_up'))).message).to.equal('Token expired!');
      expect((await rejection(api.fireLogMoneyEvent('purchase', 5))).message).to.equal('Token expired!');
    });

    it('Token expired! for the session token once its time is up', async () => {
      const backing = makeBacking();
      configured({ pageUrl: `${SHOP}?mcp_token=${tokenExpiringIn(60_000)}`, backing });
      await clock.tickAsync(61_000);
      const { api } = configured({ backing }); // a later page without the token in its address
      expect((await rejection(api.fireLogConversionEvent('signed_up'))).message).to.equal('Token expired!');
    });

    it('Event is required to fire event!', async () => {
      const { api } = configured({ pageUrl: `${SHOP}?mcp_token=${tokenExpiringIn(60_000)}` });
      expect((await rejection(api.fireLogConversionEvent(''))).message).to.equal('Event is required to fire event!');
      expect((await rejection(api.fireLogMoneyEvent(undefined as unknown as string, 5))).message).to.equal(
        'Event is required to fire event!',
      );
      expect((await rejection(api.fireLogEvent(2, ''))).message).to.equal('Event is required to fire event!');
    });

    it('Weight is required to fire event!', async () => {
      const { api } = configured({ pageUrl: `${SHOP}?mcp_token=${tokenExpiringIn(60_000)}` });
      expect((await rejection(api.fireLogMoneyEvent('purchase', undefined as unknown as number))).message).to.equal(
        'Weight is required to fire event!',
      );
      expect((await rejection(api.fireLogMoneyEvent('purchase', 'free' as unknown as number))).message).to.equal(
        'Weight is required to fire event!',
      );
    });

    it('App Id is required to fire event!', async () => {
      const { api, logged } = configured();
      expect((await rejection(api.fireLogEvent(undefined as unknown as number, 'open'))).message).to.equal(
        'App Id is required to fire event!',
      );
      expect((await rejection(api.fireLogEvent(0, 'open'))).message).to.equal('App Id is required to fire event!');
      expect(logged('open')).to.deep.equal([]);
    });

    it('Page Id is required! from every call when neither the snippet nor the load answer names the page', async () => {
      const warn = sinon.stub(console, 'warn');
      try {
        const { pixel, api, attempts } = start({ settings: { accountId: '' }, pageUrl: `${SHOP}?mcp_token=${tokenExpiringIn(60_000)}` });
        pixel.configure({ pageId: '' });
        for (const call of [api.fireLogConversionEvent('x'), api.fireLogMoneyEvent('x', 1), api.fireLogEvent(2, 'x'), pixel.checkOptin()]) {
          expect((await rejection(call)).message).to.equal('Page Id is required!');
        }
        pixel.logWidgetEvent('open', { widget_id: 1 });
        expect(attempts.length).to.equal(0);
        expect(warn.calledWithMatch('Page Id is required!')).to.equal(true);
      } finally {
        warn.restore();
      }
    });

    it('rejects a generic event too large to ever leave the page', async () => {
      const { api } = configured();
      expect((await rejection(api.fireLogEvent(2, 'huge', { blob: 'x'.repeat(20_000) }))).message).to.equal('Event is too large to send!');
    });
  });

  describe('calls (docs/pixel.md#event-bodies)', () => {
    const TOKEN = tokenExpiringIn(3_600_000);

    it('logEvent carries the contract body plus its event id', async () => {
      const { pixel, api, logged } = start();
      pixel.configure({ pageId: '1234567' });
      await api.fireLogEvent(2, 'custom_event', { a: 1 });
      const [body] = logged('custom_event');
      expect(Object.keys(body!).sort()).to.deep.equal(
        ['account_id', 'app_id', 'b', 'event', 'event_id', 'external_id', 'payload', 'session_data', 'session_id'].sort(),
      );
      expect(body).to.deep.include({
        app_id: 2,
        account_id: '1234567',
        payload: { a: 1 },
        event: 'custom_event',
        session_id: pixel.sessionId,
        external_id: null,
        b: 0,
      });
      expect(body!.session_data).to.equal(JSON.stringify(pixel.session));
      expect(body!.event_id).to.match(GUID);
      expect(new Set(logged().map((event) => event.event_id)).size).to.equal(logged().length);
    });

    it('widget events go on channel 2 with the user agent, store events on channel 10', async () => {
      const { pixel, logged, win } = start();
      pixel.configure({ pageId: '1234567' });
      pixel.logWidgetEvent('click', { widget_id: 42, channelType: 'whatsapp' });
      pixel.logStoreEvent('cart_created', { cart_token: 'c1' });
      expect(logged('click')[0]).to.deep.include({
        app_id: 2,
        payload: { user_agent: win.navigator.userAgent, widget_id: 42, channelType: 'whatsapp' },
      });
      expect(logged('cart_created')[0]).to.deep.include({ app_id: 10, payload: { cart_token: 'c1' } });
    });

    const withoutId = ({ event_id, ...body }: Record<string, unknown>) => (expect(event_id).to.match(GUID), body);

    it('logConversionEvent sends {event, account_id as a number, token} and its event id, through the queue', async () => {
      const { api, attempts } = start({ pageUrl: `${SHOP}?mcp_token=${TOKEN}` });
      await api.fireLogConversionEvent('signed_up'); // before the load answer: the snippet's account
      const [call] = attempts.filter((attempt) => attempt.url.endsWith('Event') && !attempt.url.endsWith('/logEvent'));
      expect(call!.url).to.equal(`${HOST}/pixel/logConversionEvent`);
      expect(call!.keepalive).to.equal(true);
      expect(withoutId(call!.body)).to.deep.equal({ event: 'signed_up', account_id: 1234567, token: TOKEN });
    });

    it('logMoneyEvent sends {event, account_id, weight, currency, token} and its event id; USD by default', async () => {
      const { pixel, api, attempts } = start({ pageUrl: `${SHOP}?mcp_token=${TOKEN}` });
      pixel.configure({ pageId: '1234567' });
      await api.fireLogMoneyEvent('purchase', 19.99, 'EUR');
      await api.fireLogMoneyEvent('purchase', '5' as unknown as number);
      const money = attempts.filter((attempt) => attempt.url === `${HOST}/pixel/logMoneyEvent`);
      expect(money.every((attempt) => attempt.keepalive)).to.equal(true);
      expect(money.map((attempt) => withoutId(attempt.body))).to.deep.equal([
        { event: 'purchase', account_id: '1234567', weight: 19.99, currency: 'EUR', token: TOKEN },
        { event: 'purchase', account_id: '1234567', weight: 5, currency: 'USD', token: TOKEN },
      ]);
      expect(new Set(money.map((attempt) => attempt.body.event_id)).size).to.equal(2);
    });

    it('rejects with the network error when the server refuses a money event for good, and retries one it failed on', async () => {
      let purchaseTries = 0;
      const { pixel, api, attempts } = start({ pageUrl: `${SHOP}?mcp_token=${TOKEN}` }, (attempt) => ({
        status: attempt.body.event === 'refused' ? 401 : attempt.body.event === 'purchase' && ++purchaseTries === 1 ? 500 : 200,
      }));
      pixel.configure({ pageId: '1234567' });
      const error = await rejection(api.fireLogMoneyEvent('refused', 1));
      expect(error.message).to.equal(`Newtwork POST error ${HOST}/pixel/logMoneyEvent 401`);
      let settled = false;
      const retried = api.fireLogMoneyEvent('purchase', 1).then(() => (settled = true));
      await clock.tickAsync(100);
      expect(settled).to.equal(false); // a 500: kept and sent again
      await clock.tickAsync(5000);
      await retried;
      const purchases = attempts.filter((attempt) => attempt.body.event === 'purchase');
      expect(purchases.length).to.be.greaterThan(1);
      expect(new Set(purchases.map((attempt) => attempt.body.event_id)).size).to.equal(1);
    });

    it('checkOptin asks the server with the account and session ids and caches a yes in the session', async () => {
      const { pixel, backing } = start();
      pixel.configure({ pageId: '1234567' });
      expect(await pixel.checkOptin()).to.equal(false);
      expect(await pixel.checkOptin()).to.equal(false);
      expect(serverFetch.callCount).to.equal(2); // a no is asked again: the visitor may opt in meanwhile
      serverFetch.resolves(new Response(JSON.stringify({ has_opted_in: true }), { status: 200 }));
      expect(await pixel.checkOptin()).to.equal(true);
      expect(await pixel.checkOptin()).to.equal(true);
      expect(serverFetch.callCount).to.equal(3);
      const url = new URL(serverCalls()[0]!.url);
      expect(url.origin + url.pathname).to.equal(`${HOST}/pixel/checkOptin`);
      expect(Object.fromEntries(url.searchParams)).to.deep.equal({ account_id: '1234567', session_id: pixel.sessionId });
      expect(pixel.hasOptedIn()).to.equal(true);
      expect(JSON.parse(backing.getItem(STORAGE_KEYS.pixelSession)!).hasOptedIn).to.equal(true);
    });

    it('logs an impression with widget id and type, a guid, the impression hash, the time and version 1.0', () => {
      const { pixel, logged, win } = start();
      pixel.configure({ pageId: '1234567' });
      const logImpression = createImpressionLogger({ win: asWindow(win), pixel, guid: createGuid });
      logImpression({ widgetId: 42, widgetType: 'modal', instanceId: '42-1' });
      logImpression({ widgetId: 42, widgetType: 'modal', instanceId: '42-1' });
      const [first, second] = logged('impression');
      expect(first).to.deep.include({ app_id: 2 });
      const payload = first!.payload as Record<string, unknown>;
      expect(Object.keys(payload)).to.deep.equal(['widget_id', 'widget_type', 'guid', 'hash', 'timestamp', 'version']);
      expect(payload).to.deep.include({ widget_id: 42, widget_type: 'modal', timestamp: NOW, version: '1.0' });
      expect(payload.guid).to.match(GUID);
      expect(payload.hash).to.match(/^[0-9a-f]{14}$/);
      expect((second!.payload as Record<string, unknown>).hash).not.to.equal(payload.hash);
    });

    it('logs mc_shopify_analytics with type, status, their descriptions and the user agent', () => {
      const { pixel, logged, win } = start();
      pixel.configure({ pageId: '1234567' });
      pixel.logAnalytics({
        widgetType: 'modal',
        widgetTypeDescription: 'add_to_cart',
        type: 'optin',
        status: 'negative',
        statusDescription: 'add_to_cart_button_not_found',
      });
      pixel.logAnalytics({ widgetType: 'bar', type: 'impression', status: 'positive', statusDescription: 'shown' });
      expect(logged('mc_shopify_analytics').map((body) => [body.app_id, body.payload])).to.deep.equal([
        [
          2,
          {
            widget_type: 'modal',
            widget_type_description: 'add_to_cart',
            type: 'optin',
            status: 'negative',
            status_description: 'add_to_cart_button_not_found',
            user_agent: win.navigator.userAgent,
          },
        ],
        [
          2,
          {
            widget_type: 'bar',
            widget_type_description: 'bar',
            type: 'impression',
            status: 'positive',
            status_description: 'shown',
            user_agent: win.navigator.userAgent,
          },
        ],
      ]);
    });

    // The widgets' stage reports it when it starts (test/hostile/storage.test.ts): a page with nothing
    // to show sends no analytics.
    it('sends no analytics of its own, even when storage does not keep what is written', () => {
      const warn = sinon.stub(console, 'warn');
      try {
        const { pixel, logged } = start({ backing: makeBacking({}, true) });
        pixel.configure({ pageId: '1234567' });
        expect(logged('mc_shopify_analytics')).to.deep.equal([]);
      } finally {
        warn.restore();
      }
    });

    it('does not report no_local_storage when storage works', () => {
      const { pixel, logged } = start();
      pixel.configure({ pageId: '1234567' });
      expect(logged('mc_shopify_analytics')).to.deep.equal([]);
    });

    it('sends the external id given by the store integration with later events', () => {
      const { pixel, logged } = start();
      pixel.configure({ pageId: '1234567' });
      pixel.setExternalId('customer-77');
      pixel.logStoreEvent('login', { external_id: 'customer-77' });
      pixel.setExternalId(undefined);
      pixel.logStoreEvent('page_view');
      expect(logged('login')[0]?.external_id).to.equal('customer-77');
      expect(logged('page_view')[0]?.external_id).to.equal(null);
    });

    it('flags bots with b: 1', () => {
      const headless = start({ webdriver: true });
      headless.pixel.configure({ pageId: '1234567' });
      const crawler = start({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
      crawler.pixel.configure({ pageId: '1234567' });
      const person = start();
      person.pixel.configure({ pageId: '1234567' });
      for (const { pixel } of [headless, crawler, person]) pixel.logStoreEvent('page_view');
      expect([headless, crawler, person].map(({ logged }) => logged('page_view')[0]?.b)).to.deep.equal([1, 1, 0]);
      expect([headless.pixel.isBot, person.pixel.isBot]).to.deep.equal([true, false]);
    });
  });

  describe('the pixel session', () => {
    it('starts on a first visit with new_pixel_session (old: null) and stores it', () => {
      const { pixel, logged, backing } = start();
      pixel.configure({ pageId: '1234567' });
      const [event] = logged('new_pixel_session');
      expect(event).to.deep.include({ app_id: 10, session_id: pixel.sessionId });
      expect(event!.payload).to.deep.equal({ reason: 'none_stored', old_session: null, new_session: pixel.session });
      expect(pixel.sessionId).to.match(/^[0-9a-f]{28}$/);
      expect(JSON.parse(backing.getItem(STORAGE_KEYS.pixelSession)!)).to.deep.equal(pixel.session);
      expect(logged('auth')).to.deep.equal([]);
    });

    it('is kept by the next page of the same site', () => {
      const backing = makeBacking();
      const first = start({ backing });
      first.pixel.configure({ pageId: '1234567' });
      const second = start({ backing });
      second.pixel.configure({ pageId: '1234567' });
      expect(second.pixel.sessionId).to.equal(first.pixel.sessionId);
      expect(second.logged('new_pixel_session')).to.deep.equal([]);
    });

    it('starts anew for another page id, carrying the old and new details', () => {
      const backing = makeBacking();
      const first = start({ backing });
      first.pixel.configure({ pageId: '1234567' });
      const old = first.pixel.session;
      const second = start({ backing });
      second.pixel.configure({ pageId: '7654321' });
      expect(second.pixel.sessionId).not.to.equal(first.pixel.sessionId);
      expect(second.logged('new_pixel_session')[0]!.payload).to.deep.equal({
        reason: 'page_changed',
        old_session: old,
        new_session: second.pixel.session,
      });
      expect(second.logged('new_pixel_session')[0]!.account_id).to.equal('7654321');
    });

    it('keeps a session stored for another page id until the load answer says which page this is', () => {
      const backing = makeBacking();
      const first = start({ backing });
      first.pixel.configure({ pageId: '999' }); // the load answer named a page id other than the snippet's account
      const kept = first.pixel.session;
      const second = start({ backing });
      expect(second.pixel.session).to.deep.equal(kept); // borrowed, not replaced, before the answer
      second.pixel.configure({ pageId: '999' });
      expect(second.pixel.sessionId).to.equal(kept?.sessionId);
      expect(second.logged('new_pixel_session')).to.deep.equal([]);
      const third = start({ backing });
      third.pixel.configure({ pageId: '1234567' });
      expect((third.logged('new_pixel_session')[0]?.payload as { reason: string }).reason).to.equal('page_changed');
    });

    it('starts anew when the URL brings another valid token, and fires auth', () => {
      const backing = makeBacking();
      const first = start({ backing, pageUrl: `${SHOP}?mcp_token=${tokenExpiringIn(60_000)}` });
      first.pixel.configure({ pageId: '1234567' });
      expect(first.logged('auth').length).to.equal(1);
      const token = tokenExpiringIn(120_000);
      const second = start({ backing, pageUrl: `${SHOP}?mcp_token=${token}` });
      second.pixel.configure({ pageId: '1234567' });
      const [renewed] = second.logged('new_pixel_session');
      expect((renewed!.payload as Record<string, unknown>).reason).to.equal('token_changed');
      expect((renewed!.payload as Record<string, unknown>).old_session).to.deep.equal(first.pixel.session);
      expect(second.pixel.session?.token).to.equal(token);
      expect(second.logged('auth')[0]).to.deep.include({ app_id: 10, session_id: second.pixel.sessionId });
      expect(JSON.parse(second.logged('auth')[0]!.session_data as string).token).to.equal(token);
      expect(second.logged().map((body) => body.event)).to.deep.equal(['new_pixel_session', 'auth']);
    });

    it('keeps the session and fires no auth for the same token again, or an expired one', () => {
      const backing = makeBacking();
      const token = tokenExpiringIn(60_000);
      start({ backing, pageUrl: `${SHOP}?mcp_token=${token}` }).pixel.configure({ pageId: '1234567' });
      for (const pageUrl of [`${SHOP}?mcp_token=${token}`, `${SHOP}?mcp_token=${tokenExpiringIn(-5000)}`]) {
        const again = start({ backing, pageUrl });
        again.pixel.configure({ pageId: '1234567' });
        expect(again.logged()).to.deep.equal([]);
        expect(again.pixel.session?.token).to.equal(token);
      }
    });

    it('keeps a custom key-value map in the session, which a new session empties', () => {
      const backing = makeBacking();
      const first = start({ backing });
      first.pixel.custom.set('shopify_session_started', true);
      first.pixel.custom.set('plan', 'gold'); // before the load answer: the snippet's account has its session already
      first.pixel.configure({ pageId: '1234567' });
      expect(first.pixel.custom.get('plan')).to.equal('gold');
      first.pixel.custom.set('plan', undefined);
      first.pixel.logStoreEvent('page_view');
      expect(JSON.parse(first.logged('page_view')[0]!.session_data as string).custom).to.deep.equal({ shopify_session_started: true });

      const second = start({ backing });
      second.pixel.configure({ pageId: '1234567' });
      expect(second.pixel.custom.get('shopify_session_started')).to.equal(true);
      const third = start({ backing });
      third.pixel.configure({ pageId: '999' });
      expect(third.pixel.custom.get('shopify_session_started')).to.equal(undefined);
    });

    it('caches an opt-in reported by a widget', () => {
      const backing = makeBacking();
      const first = start({ backing });
      first.pixel.configure({ pageId: '1234567' });
      expect(first.pixel.hasOptedIn()).to.equal(false);
      first.pixel.markOptedIn();
      const second = start({ backing });
      second.pixel.configure({ pageId: '1234567' });
      expect(second.pixel.hasOptedIn()).to.equal(true);
    });
  });

  describe('the token stays out of URLs and the console', () => {
    it('appears only in request bodies', async () => {
      const token = tokenExpiringIn(3_600_000);
      const consoleSpies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) => sinon.spy(console, method));
      try {
        const { win, pixel, api, attempts, beacons } = start({ pageUrl: `${SHOP}?utm_source=mail&mcp_token=${token}` }, (attempt) => ({
          status: attempt.body.event === 'refused' ? 401 : 200,
        }));
        pixel.configure({ pageId: '1234567' });
        await api.fireLogConversionEvent('signed_up');
        await api.fireLogMoneyEvent('purchase', 10);
        await pixel.checkOptin();
        await rejection(api.fireLogMoneyEvent('refused', 10));
        pixel.logWidgetEvent('open', { widget_id: 1 });
        pixel.logWidgetEvent('close', { widget_id: 1 });
        pagehide(win);
        const urls = [
          ...serverCalls().map((call) => call.url),
          ...attempts.map((attempt) => attempt.url),
          ...beacons.map((beacon) => beacon.url),
        ];
        expect(urls.length).to.be.greaterThan(4);
        expect(urls.filter((url) => url.includes(token) || url.includes('mcp_token'))).to.deep.equal([]);
        const printed = consoleSpies.flatMap((spy) => spy.getCalls().flatMap((call) => call.args.map(String)));
        expect(printed.filter((line) => line.includes(token))).to.deep.equal([]);
        const tokenCalls = attempts.filter((attempt) => !attempt.url.endsWith('/logEvent'));
        expect(tokenCalls.length).to.equal(3);
        expect(tokenCalls.every((attempt) => attempt.body.token === token)).to.equal(true);
      } finally {
        consoleSpies.forEach((spy) => spy.restore());
      }
    });
  });
});
