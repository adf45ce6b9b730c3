// Events that are never lost, against the real server (server/main.ts with the demo seeded) in Chromium:
// MC_PIXEL calls made right before a page is left each reach the server once, online and with the network
// cut until the next page view; a money event from a click handler that navigates at once arrives once;
// and an opt-in through each path reaches the server as a positive opt-in event and the dashboard under
// its heading. The dashboard with them goes to test-results/ for a reviewer.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page, type Route } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { fakeFbSdkScript } from './fake-fb-sdk-script';
import { ADMIN_TOKEN, PROJECT_ROOT, startRealServer, type RunningServer } from './real-server';
import { DESKTOP_USER_AGENT } from './rig';

const ACCOUNT = '1234567';
const IDS = { box: 104, launcher: 107, smsCard: 108, checkbox: 109 } as const;
const IPHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
/** A page with the loader (the SMS card's) and one without (the demo's home page). */
const WITH_LOADER = '/sms';
const WITHOUT_LOADER = '/';
/** A page with the loader whose one widget waits on another route: nothing shows or is logged there. */
const QUIET_PAGE = '/spa';

interface StoredEvent {
  kind: string;
  event: string;
  event_id: string | null;
  weight: number | null;
  currency: string | null;
  is_bot: boolean;
  payload: Record<string, unknown> | null;
}

type PixelWindow = Window & {
  MC_PIXEL: {
    fireLogEvent(appId: number, event: string, payload?: unknown): Promise<void>;
    fireLogMoneyEvent(event: string, weight: number, currency?: string): Promise<void>;
    fireLogConversionEvent(event: string): Promise<void>;
  };
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('events that are never lost, with the real server', () => {
  let server: RunningServer;
  let browser: Browser;
  let token: string;
  const contexts: BrowserContext[] = [];

  before(async () => {
    assert.ok(existsSync(path.join(PROJECT_ROOT, 'dist', 'mc-widgets.js')), 'build first: npm run build');
    // A thousand events a minute from one address is this test, not an attack: the per-IP limit would refuse them.
    // The per-session limit is the server's own: ten pages in a row, each left with 100 events, pass it.
    server = await startRealServer({ EVENT_RATE_PER_IP: '100000' });
    browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
    ({ token } = await server.adminPost<{ token: string }>(`/admin/api/accounts/${ACCOUNT}/pixel-tokens`, { label: 'e2e-visitor' }));
  });

  after(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    await browser?.close();
    await server?.stop();
  });

  /**
   * A visitor's browser: a person's user agent, and `navigator.webdriver` hidden (automation
   * announces itself through it, and the pixel then flags every event as a bot's). The platform's
   * SDK is the test's stand-in, or fails to load; without `sdk`, nothing is intercepted (requests
   * Playwright intercepts and lets through escape its offline mode).
   */
  async function visitor(options: { userAgent?: string; sdk?: 'fake' | 'blocked'; person?: boolean } = {}): Promise<BrowserContext> {
    const context = await browser.newContext({
      userAgent: options.userAgent ?? DESKTOP_USER_AGENT,
      viewport: { width: 1280, height: 900 },
    });
    contexts.push(context);
    if (options.person !== false)
      await context.addInitScript({ content: "Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });" });
    if (!options.sdk) return context;
    // The demo's pages take the platform's SDK from a same-origin stub (no third-party script on the
    // server's origin): the visitor's browser is given the fake SDK there instead.
    const sdk = (route: Route) =>
      options.sdk === 'fake' ? route.fulfill({ contentType: 'text/javascript', body: fakeFbSdkScript() }) : route.abort();
    await context.route('https://connect.facebook.net/**', sdk);
    await context.route('**/demo/no-platform-sdk.js', sdk);
    // Links to the messaging apps open in new tabs; the test has no internet to show them.
    await context.route(/^https:\/\/(m\.me|wa\.me)\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>app</title>' }));
    return context;
  }

  async function open(context: BrowserContext, urlPath: string): Promise<{ page: Page; pageErrors: Error[] }> {
    const page = await context.newPage();
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    await page.goto(server.url + urlPath);
    return { page, pageErrors };
  }

  const stored = (event: string) =>
    server
      .adminGet<{ events: StoredEvent[] }>(`/admin/api/accounts/${ACCOUNT}/events?event=${event}&limit=1000`)
      .then((answer) => answer.events);

  /** Waits until the server holds `count` events of a name (and a moment longer, for a duplicate to show). */
  async function storedOnce(event: string, count: number, timeoutMs = 15_000): Promise<StoredEvent[]> {
    const deadline = Date.now() + timeoutMs;
    while ((await stored(event)).length < count && Date.now() < deadline) await sleep(100);
    await sleep(300);
    const events = await stored(event);
    assert.equal(events.length, count, `${event}: stored`);
    assert.equal(new Set(events.map((item) => item.event_id)).size, count, `${event}: each event id once`);
    return events;
  }

  /** Waits until the server holds one more `event` than `before` (counted before the page that logs it was opened). */
  async function oneMoreStored(event: string, before: number, timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while ((await stored(event)).length <= before && Date.now() < deadline) await sleep(100);
    await sleep(300);
    assert.equal((await stored(event)).length, before + 1, `${event}: one more stored`);
  }

  /** 100 calls in one task, by kind: conversions, money events, and logEvent, then (with a destination) away in the same task. Runs in the page. */
  const FIRED = { conversion: 34, money: 33, log: 33 };
  function fireHundredAndLeave([run, destination]: readonly [string, string]): void {
    const pixel = (window as unknown as PixelWindow).MC_PIXEL;
    for (let n = 0; n < 100; n++) {
      const call =
        n % 3 === 0
          ? pixel.fireLogConversionEvent(`conv_${run}`)
          : n % 3 === 1
            ? pixel.fireLogMoneyEvent(`money_${run}`, n, 'EUR')
            : pixel.fireLogEvent(2, `log_${run}`, { n });
      call.catch(() => undefined);
    }
    if (destination) location.href = destination;
  }

  async function expectHundred(run: string): Promise<void> {
    const conversions = await storedOnce(`conv_${run}`, FIRED.conversion);
    const money = await storedOnce(`money_${run}`, FIRED.money);
    const logged = await storedOnce(`log_${run}`, FIRED.log);
    assert.ok(conversions.every((item) => item.kind === 'conversion'));
    assert.ok(money.every((item) => item.kind === 'money' && item.currency === 'EUR'));
    assert.deepEqual(
      logged.map((item) => (item.payload as { n: number }).n).sort((a, b) => a - b),
      Array.from({ length: 100 }, (_, n) => n).filter((n) => n % 3 === 2),
    );
  }

  it('records exactly the 100 mixed calls a page makes as it navigates away, ten times over', async () => {
    const context = await visitor();
    // Each event id the page handed to the network, to see that none was sent twice (the server would hide it).
    const sent = new Map<string, number>();
    context.on('request', (request) => {
      if (!request.url().includes('/pixel/log')) return;
      const ids = [request.postData() ?? ''].flatMap((body) => [...body.matchAll(/"event_id":"([^"]+)"/g)].map((match) => match[1]!));
      for (const id of ids) sent.set(id, (sent.get(id) ?? 0) + 1);
    });
    for (let run = 0; run < 10; run++) {
      const { page, pageErrors } = await open(context, `${WITH_LOADER}?mcp_token=${token}`);
      await page.evaluate(fireHundredAndLeave, [`online${run}`, WITHOUT_LOADER] as const).catch(() => undefined);
      await page.waitForURL(`${server.url}${WITHOUT_LOADER}`);
      await expectHundred(`online${run}`);
      assert.deepEqual(pageErrors, []);
      await page.close();
    }
    const twice = [...sent].filter(([, times]) => times > 1);
    assert.deepEqual(twice, [], 'no event sent twice');
  });

  // The tab is closed to leave: Chromium lifts its emulated offline mode in the old page as soon as a
  // navigation starts (the page sees `online`), which a visitor without a network never sees.
  it('records exactly the 100 calls of a page left with the network cut, once the next page view is back online, ten times over', async () => {
    const context = await visitor();
    for (let run = 0; run < 10; run++) {
      const { page } = await open(context, `${WITH_LOADER}?mcp_token=${token}`);
      await page.waitForFunction(() => document.querySelector('mc-box'));
      await context.setOffline(true);
      await page.evaluate(fireHundredAndLeave, [`offline${run}`, ''] as const);
      // Closing with the page's own unload handlers returns at once; going back online while the page is still
      // closing races with it (setOffline reaches every page of the context), so the page is seen gone first.
      const closed = page.waitForEvent('close');
      await page.close({ runBeforeUnload: true });
      await closed;
      await sleep(300);
      assert.equal((await stored(`conv_offline${run}`)).length, 0, 'nothing reached the server while offline');
      await context.setOffline(false);
      const next = await open(context, WITH_LOADER);
      await expectHundred(`offline${run}`);
      await next.page.close();
    }
  });

  it('delivers a money event fired by a click handler that navigates at once, once, with its weight, currency and token', async () => {
    const context = await visitor();
    const { page, pageErrors } = await open(context, `${WITH_LOADER}?mcp_token=${token}`);
    await page.evaluate((destination) => {
      const button = document.createElement('button');
      button.textContent = 'Buy now';
      button.addEventListener('click', () => {
        void (window as unknown as PixelWindow).MC_PIXEL.fireLogMoneyEvent('purchase_click', 49.5, 'EUR');
        location.href = destination;
      });
      document.body.prepend(button);
    }, WITHOUT_LOADER);
    await page.getByRole('button', { name: 'Buy now' }).click();
    await page.waitForURL(`${server.url}${WITHOUT_LOADER}`);
    const [purchase] = await storedOnce('purchase_click', 1);
    assert.deepEqual([purchase?.kind, purchase?.weight, purchase?.currency], ['money', 49.5, 'EUR']);
    // The server stores a money event only with a token it signed for the account: this one's label.
    assert.equal(purchase?.payload?.token_subject, 'e2e-visitor');
    assert.deepEqual(pageErrors, []);
  });

  // Live sending is a chunk of its own: a page with nothing to send does not download it, and an
  // MC_PIXEL promise settles with the server's answer while the page stays.
  it('downloads live sending only when an event waits, and answers an MC_PIXEL call while the page stays', async () => {
    const context = await visitor();
    const sendingLoaded = (page: Page) =>
      page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/ui/mc-send.js')));
    // A first page view starts the visitor's pixel session and sends that event while the page is open.
    const sessionsBefore = (await stored('new_pixel_session')).length;
    const first = await open(context, QUIET_PAGE);
    await oneMoreStored('new_pixel_session', sessionsBefore);
    assert.equal(await sendingLoaded(first.page), true, 'the first view had an event to send');
    await first.page.close();
    // The next view has nothing to send until the page calls the pixel.
    const { page, pageErrors } = await open(context, QUIET_PAGE);
    await page.waitForFunction(() => (window as unknown as PixelWindow).MC_PIXEL !== undefined);
    await sleep(2500); // past the idle moment events wait for
    assert.equal(await sendingLoaded(page), false, 'nothing to send, nothing downloaded');
    await page.evaluate(() => (window as unknown as PixelWindow).MC_PIXEL.fireLogEvent(2, 'live_call', { n: 1 }));
    assert.equal(await sendingLoaded(page), true);
    await storedOnce('live_call', 1);
    assert.deepEqual(pageErrors, []);
  });

  describe('opt-ins are events', () => {
    /** The positive opt-in events the server holds for a widget, by their status description. */
    async function positives(widgetId: number): Promise<string[]> {
      const events = await stored('mc_shopify_analytics');
      return events
        .filter((item) => item.payload?.widget_id === widgetId && item.payload.type === 'optin' && item.payload.status === 'positive')
        .map((item) => String(item.payload?.status_description));
    }

    async function waitForPositive(widgetId: number, description: string): Promise<void> {
      const deadline = Date.now() + 15_000;
      while (!(await positives(widgetId)).includes(description)) {
        if (Date.now() > deadline)
          throw new Error(`no ${description} event for widget ${widgetId}: ${(await positives(widgetId)).join(', ')}`);
        await sleep(100);
      }
    }

    // Guards one widget being credited with another's opt-in: the check is asked for the widget clicked.
    it('SMS state true: the card subscribes the visitor; their send-to-messenger click on another widget is not confirmed by it', async () => {
      const context = await visitor({ sdk: 'fake' });
      const { page, pageErrors } = await open(context, '/sms');
      await page.locator('mc-box [part~="phone-input"]').fill('201 555 0144');
      await page.locator('mc-box [part~="sms-button"]').click();
      await page.locator('mc-box[data-state="submitted"]').waitFor({ state: 'attached' });
      await waitForPositive(IDS.smsCard, 'sms_subscribed');
      assert.deepEqual(pageErrors, []);

      // The same visitor's send-to-messenger click on the box: the opt-in check, asked for the box, says no
      // (the subscription was the SMS card's), so no confirmed opt-in is logged for the box.
      const article = await open(context, '/article');
      await article.page.waitForFunction(() => (window as unknown as { __fakeFb?: unknown }).__fakeFb);
      await article.page.locator('.mcwidget-embed[data-widget-id="104"] iframe[title="Send to Messenger"]').waitFor({ state: 'attached' });
      const asked = article.page.waitForRequest(
        (request) => request.url().includes('/pixel/checkOptin') && request.url().includes(`widget_id=${IDS.box}`),
        { timeout: 10_000 },
      );
      await article.page.evaluate((id) => (window as unknown as { __fakeFb: { click(id: number): void } }).__fakeFb.click(id), IDS.box);
      await asked;
      await sleep(4500);
      assert.equal((await positives(IDS.box)).includes('button_optin_confirmed'), false);
      assert.deepEqual(article.pageErrors, []);
    });

    it('checkbox confirmation: ticked, then submitted by the page', async () => {
      const context = await visitor({ sdk: 'fake' });
      const { page, pageErrors } = await open(context, '/checkbox');
      await page.locator('mc-checkbox iframe[title="Messenger checkbox"]').waitFor({ state: 'attached' });
      await page.evaluate(() => (window as unknown as { __fakeFb: { check(state: string): void } }).__fakeFb.check('checked'));
      await page.waitForFunction(
        (id) => (window as unknown as { MC: { getWidget(id: number): { checked?: boolean } } }).MC.getWidget(id)?.checked === true,
        IDS.checkbox,
      );
      await page.evaluate(
        (id) => (window as unknown as { MC: { getWidget(id: number): { submit(): boolean } } }).MC.getWidget(id).submit(),
        IDS.checkbox,
      );
      await waitForPositive(IDS.checkbox, 'checkbox_confirmed');
      assert.deepEqual(pageErrors, []);
    });

    it('SMS keyword composer opened: an iPhone visitor taps the card', async () => {
      const context = await visitor({ userAgent: IPHONE_USER_AGENT });
      const { page } = await open(context, '/sms');
      await page.locator('mc-box [part~="sms-button"]').click();
      await waitForPositive(IDS.smsCard, 'sms_keyword_composer_opened');
    });

    it('messenger fallback clicked: the SDK cannot load, the visitor follows the Messenger link', async () => {
      const context = await visitor({ sdk: 'blocked' });
      const { page, pageErrors } = await open(context, '/article');
      const link = page.locator('.mcwidget-embed[data-widget-id="104"] [part~="fallback-button"]');
      await link.waitFor();
      await link.click();
      await waitForPositive(IDS.box, 'messenger_fallback_clicked');
      assert.deepEqual(pageErrors, []);
    });

    it('launcher channel clicked: the visitor opens the launcher and picks WhatsApp', async () => {
      const context = await visitor({ sdk: 'blocked' });
      const { page, pageErrors } = await open(context, '/launcher');
      await page.locator('mc-omnichat [part~="bubble"]').click();
      await page.locator('mc-omnichat [part~="channel"][data-channel="whatsapp"]').click();
      await waitForPositive(IDS.launcher, 'launcher_channel_clicked');
      assert.deepEqual(pageErrors, []);
    });

    it('shows each under its heading on the dashboard, and says how many bot visits it left out', async () => {
      // A crawler's visit: headless Chromium as it is, `navigator.webdriver` and all.
      const crawler = await visitor({ person: false });
      const crawl = await open(crawler, '/article');
      await crawl.page.waitForLoadState('networkidle');
      await crawl.page.close({ runBeforeUnload: true });
      await sleep(500);

      const context = await visitor();
      const { page, pageErrors } = await open(context, `/admin/dashboard#token=${ADMIN_TOKEN}`);
      await page.locator('main[data-loaded="true"]').waitFor();
      const headings = await page.locator('#widgets-table thead tr').last().locator('th').allTextContents();
      assert.deepEqual(headings, ['Messenger link clicks', 'Channel clicks', 'SMS app opened']);
      const row = async (name: string) => {
        const cells = await page.locator('#widgets-body tr', { hasText: name }).locator('td').allTextContents();
        const [, , , optins, , fallback, channel, smsApp] = cells;
        return { optins, fallback, channel, smsApp };
      };
      assert.deepEqual(await row('SMS card: roast alerts by text'), { optins: '1', fallback: '0', channel: '0', smsApp: '1' });
      assert.deepEqual(await row('Inline box: newsletter'), { optins: '0', fallback: '1', channel: '0', smsApp: '0' });
      assert.deepEqual(await row('Checkbox: order updates'), { optins: '1', fallback: '0', channel: '0', smsApp: '0' });
      assert.deepEqual(await row('Launcher: four channels'), { optins: '0', fallback: '0', channel: '1', smsApp: '0' });
      assert.match((await page.locator('#bots').textContent()) ?? '', /^[1-9]\d* visits? from bots not counted\.$/);
      assert.match((await page.locator('#conversions-body').textContent()) ?? '', /49\.50 EUR|EUR/);
      await mkdir(path.join(PROJECT_ROOT, 'test-results'), { recursive: true });
      await page.screenshot({ path: path.join(PROJECT_ROOT, 'test-results', 'dashboard-opt-ins.png'), fullPage: true });
      assert.deepEqual(pageErrors, []);
    });
  });
});
