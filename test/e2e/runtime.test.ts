// The runtime seen from real pages: triggers, URL rules, repeat rules across reloads, double
// inclusion and a failing load answer.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { pageWithLoader, startRig, type Rig } from './rig';

const modal = (id: number, whenDisplay: unknown[], extra: Record<string, unknown> = {}) => ({
  widget_id: id,
  widget_type: 'modal',
  data: { main: { title: `Modal ${id}`, whenDisplay, showAgain: ['always', 0], showAgainIfClosed: ['never', 0], ...extra }, setup: {} },
});

const widgets = [
  modal(1, ['delay', 2]),
  modal(2, ['exit_intent', 0]),
  {
    ...modal(3, ['immediately', 0]),
    data: { main: { title: 'Modal 3', whenDisplay: ['immediately', 0] }, setup: { urlBlacklist: ['/article'] } },
  },
  modal(4, ['immediately', 0], { showAgain: ['never', 0] }),
];

const article = pageWithLoader('<h1>Article</h1><p>Text</p>');

describe('runtime in a real page', () => {
  let rig: Rig;
  before(async () => {
    rig = await startRig({
      load: { app: { pageId: '1234567' }, widgets },
      pages: {
        '/article': article,
        '/twice': article.replace('</body>', '<script src="/dist/mc-widgets.js?again" data-account-id="1234567"></script></body>'),
        '/broken': pageWithLoader(
          '<h1>Broken backend</h1><button id="host-button" onclick="this.textContent=\'host works\'">click</button>',
          'data-account-id="1234567" data-host="/broken-api"',
        ),
      },
      routes: { 'GET /broken-api/load': () => ({ status: 500, body: 'Internal Server Error' }) },
    });
  });
  after(() => rig.close());

  it('opens a ["delay", 2] modal after about 2 s and not before', async () => {
    const { page, pageErrors } = await rig.open('/article');
    // One blocking overlay at a time (docs/elements.md): the visitor closes the immediate one first.
    await page.locator('mc-modal[data-widget-id="4"] button[aria-label="Close"]').click();
    const state = () => page.evaluate(() => document.querySelector('mc-modal[data-widget-id="1"]')?.getAttribute('data-state') ?? 'absent');
    // The delay counts from the page's start (its performance clock), however long the close took.
    const pageTime = () => page.evaluate(() => performance.now());
    if ((await pageTime()) < 1700) assert.notEqual(await state(), 'open');
    await page.waitForSelector('mc-modal[data-widget-id="1"][data-state="open"]', { timeout: 5000 });
    const elapsed = await pageTime();
    assert.ok(elapsed >= 1800 && elapsed < 4500, `opened after ${elapsed} ms`);
    assert.equal(await page.locator('mc-modal[data-widget-id="1"] h2').textContent(), 'Modal 1');
    assert.deepEqual(pageErrors, []);
  });

  it('opens the exit-intent modal when the mouse leaves through the top', async () => {
    const { page } = await rig.open('/article');
    await page.waitForSelector('mc-modal[data-widget-id="4"][data-state="open"]');
    assert.equal(await page.locator('mc-modal[data-widget-id="2"][data-state="open"]').count(), 0);
    // One blocking overlay at a time: the exit intent's modal takes its turn once the open ones are closed.
    await page.locator('mc-modal[data-widget-id="4"] button[aria-label="Close"]').click();
    await page.locator('mc-modal[data-widget-id="1"][data-state="open"] button[aria-label="Close"]').click({ timeout: 10_000 });
    await page.waitForSelector('mc-modal[data-widget-id="1"][data-state="closed"]', { state: 'attached' });
    assert.equal(await page.locator('mc-modal[data-widget-id="2"][data-state="open"]').count(), 0);
    await page.mouse.move(400, 300);
    await page.mouse.move(400, 5);
    await page.mouse.move(400, -10);
    await page.evaluate(() => document.dispatchEvent(new MouseEvent('mouseout', { clientY: 2, relatedTarget: null, bubbles: true })));
    await page.waitForSelector('mc-modal[data-widget-id="2"][data-state="open"]', { timeout: 3000 });
  });

  it('never opens a widget whose URL rule excludes the page', async () => {
    const { page } = await rig.open('/article');
    await page.waitForSelector('mc-modal[data-widget-id="4"][data-state="open"]');
    await page.waitForTimeout(500);
    assert.equal(await page.locator('mc-modal[data-widget-id="3"]').count(), 0);
  });

  it('keeps a ["never", 0] widget closed by the visitor closed after a reload', async () => {
    const context = await rig.newContext();
    const { page } = await rig.open('/article', { context });
    await page.waitForSelector('mc-modal[data-widget-id="4"][data-state="open"]');
    // A click on the button itself: on a slow machine widget 1's modal (2 s) may already lie over it.
    await page.locator('mc-modal[data-widget-id="4"] button[aria-label="Close"]').dispatchEvent('click');
    await page.waitForSelector('mc-modal[data-widget-id="4"][data-state="closed"]', { state: 'attached' });
    await page.reload();
    await page.waitForSelector('mc-modal[data-widget-id="1"][data-state="open"]', { timeout: 5000 });
    assert.equal(await page.locator('mc-modal[data-widget-id="4"][data-state="open"]').count(), 0);
  });

  it('gives one widget when the script is included twice', async () => {
    const { page, pageErrors } = await rig.open('/twice');
    // Modals 3 and 4 are both due at once here; one opens, the other waits its turn.
    await page.waitForSelector('mc-modal[data-state="open"]');
    await page.waitForTimeout(300);
    assert.equal(await page.locator('mc-modal[data-widget-id="4"]').count(), 1);
    assert.equal(await page.locator('mc-modal[data-widget-id="3"]').count(), 1);
    assert.equal(await page.locator('mc-modal[data-state="open"]').count(), 1);
    assert.deepEqual(pageErrors, []);
  });

  it('leaves the page working with no page error when the load answer is a 500', async () => {
    const { page, pageErrors, console: lines } = await rig.open('/broken');
    await page.waitForLoadState('networkidle');
    await page.click('#host-button');
    assert.equal(await page.textContent('#host-button'), 'host works');
    assert.deepEqual(pageErrors, []);
    assert.equal(lines.filter((line) => line.type === 'warning' && line.text.includes('widgets not loaded')).length, 1);
    assert.equal(rig.server.requestsTo('/broken-api/load').length, 1);
    assert.equal(await page.evaluate(() => typeof (window as unknown as { MC?: unknown }).MC), 'function');
  });
});

describe('a load answer that cannot be used', () => {
  const broken: [string, { status?: number; body?: unknown; delayMs?: number }][] = [
    ['a 500', { status: 500, body: 'Internal Server Error' }],
    ['HTML', { body: '<!doctype html><html><body>Login</body></html>' }],
    ['truncated JSON', { body: '{"app": {"pageId": "1"}, "widgets": [{"widget_id": 1' }],
    ['null', { body: 'null' }],
    ['an array', { body: '[]' }],
    ['a hang', { delayMs: 12_000, body: { app: {}, widgets: [] } }],
  ];
  let rig: Rig;
  before(async () => {
    const routes: Record<
      string,
      () => { status?: number; body?: unknown; delayMs?: number; headers?: Record<string, string> | undefined }
    > = {};
    const pages: Record<string, string> = {};
    broken.forEach(([, reply], index) => {
      const isText = typeof reply.body === 'string';
      routes[`GET /api${index}/load`] = () => ({ ...reply, headers: isText ? { 'content-type': 'application/json' } : undefined });
      pages[`/broken${index}`] = pageWithLoader(
        '<mc-box data-widget-id="1"></mc-box><button id="host" onclick="this.textContent=\'ok\'">host</button>',
        `data-account-id="1" data-host="/api${index}"`,
      );
    });
    rig = await startRig({ routes, pages });
  });
  after(() => rig.close());

  broken.forEach(([what], index) => {
    it(`${what}: renders nothing, warns once, throws nothing, does not retry`, async () => {
      const { page, pageErrors, console: lines } = await rig.open(`/broken${index}`);
      await page.waitForFunction(() => (window as unknown as { MC: unknown }).MC !== undefined);
      const warned = () => lines.filter((line) => line.type === 'warning' && line.text.includes('widgets not loaded')).length;
      const deadline = Date.now() + 11_000;
      while (warned() === 0 && Date.now() < deadline) await page.waitForTimeout(100);
      await page.click('#host');
      assert.equal(await page.textContent('#host'), 'ok');
      assert.equal(warned(), 1);
      assert.deepEqual(pageErrors, []);
      assert.equal(await page.locator('mc-box[data-instance-id]').count(), 0);
      assert.equal(rig.server.requestsTo(`/api${index}/load`).length, 1);
      assert.equal(rig.server.requestsTo('/dist/ui/mc-ui.js').length, 0);
    });
  });
});

describe('the page API in a real page', () => {
  let rig: Rig;
  before(async () => {
    rig = await startRig({
      load: {
        app: { pageId: '1' },
        widgets: [
          { widget_id: 42, widget_type: 'box', data: { main: { title: 'Box' } } },
          { widget_id: 9, widget_type: 'slide_in', data: { main: { title: 'Slide', whenDisplay: ['exit_intent', 0] } } },
        ],
      },
      pages: {
        '/api': pageWithLoader(`<div id="later"></div><script>
          window.initCalls = 0;
          window.mcAsyncInit = function () {
            window.initCalls += 1;
            window.listed = MC.getWidgetList().map(function (w) { return w.id; });
            window.members = Object.keys(MC).sort();
            document.getElementById('later').innerHTML = '<div class="mcwidget-embed" data-widget-id="42"></div>';
            MC.parse();
            MC.getWidget(9).open();
          };
        </script>`),
      },
    });
  });
  after(() => rig.close());

  it('calls mcAsyncInit once when MC is ready; MC.parse renders late embeds; overlays open from the page', async () => {
    const { page, pageErrors } = await rig.open('/api');
    await page.waitForSelector('#later mc-box[data-state="open"]', { state: 'attached' });
    await page.waitForSelector('mc-slide-in[data-state="open"]', { state: 'attached' });
    assert.equal(await page.evaluate(() => (window as unknown as { initCalls: number }).initCalls), 1);
    // Every configured widget, the box not yet placed among them; MC shows only its documented members.
    assert.deepEqual(await page.evaluate(() => (window as unknown as { listed: number[] }).listed), [42, 9]);
    assert.deepEqual(await page.evaluate(() => (window as unknown as { members: string[] }).members), [
      'getWidget',
      'getWidgetList',
      'parse',
    ]);
    const globals = await page.evaluate(() => ['MC', 'MC_PIXEL', 'mcAsyncInit'].map((name) => name in window));
    assert.deepEqual(globals.slice(0, 1), [true]);
    assert.deepEqual(pageErrors, []);
  });
});
