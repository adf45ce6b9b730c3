// The two-stage build seen from a real page: the loader fetches the load answer once, and the UI
// chunk is downloaded only when a widget is about to render.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import type { RecordedRequest } from '../../demo/fixture-server';
import { pageWithLoader, startRig, type Rig } from './rig';

const box = { widget_id: 42, widget_type: 'box', data: { main: { title: 'Hello from the box', optInButtonText: 'Opt in now' } } };

describe('loader and UI chunk', () => {
  let rig: Rig;
  before(async () => {
    rig = await startRig({
      load: { app: { pageId: '1234567' }, widgets: [box] },
      pages: {
        '/with-box': pageWithLoader(
          '<h1>Article</h1><div class="mcwidget-embed" data-widget-id="42"></div>',
          'data-account-id="1234567" data-fb-sdk-url="/blocked/sdk.js"',
        ),
        '/no-widget': pageWithLoader('<h1>Nothing to show here</h1>'),
        '/after-load': `<!doctype html><html><body><mc-box data-widget-id="42"></mc-box><script>
          window.addEventListener('load', function () {
            setTimeout(function () {
              var script = document.createElement('script');
              script.src = '/dist/mc-widgets.js';
              script.setAttribute('data-account-id', '1234567');
              document.body.appendChild(script);
            }, 100);
          });
        </script></body></html>`,
        '/head-script': `<!doctype html><html><head><script src="/dist/mc-widgets.js" data-account-id="1234567"></script></head>
          <body><mc-box data-widget-id="42"></mc-box></body></html>`,
      },
      routes: { 'GET /blocked/sdk.js': () => ({ status: 404, body: 'blocked' }) },
    });
  });
  after(() => rig.close());

  it('asks for the load answer once with the account id and renders an embed inside its shadow root', async () => {
    const { page, pageErrors } = await rig.open('/with-box');
    const title = page.locator('mc-box [part~="title"]');
    await title.waitFor();
    assert.equal(await title.textContent(), 'Hello from the box');
    // The messenger SDK is blocked here, so the box offers its link fallback.
    assert.equal(await page.locator('mc-box [part~="fallback-button"]').textContent(), 'Opt in now');
    const hasShadowRoot = await page.evaluate(() => document.querySelector('mc-box')?.shadowRoot?.mode);
    assert.equal(hasShadowRoot, 'open');
    const loads = rig.server.requestsTo('/load');
    assert.equal(loads.length, 1);
    assert.deepEqual(loads[0]?.query, { account_id: '1234567', hash: '' });
    assert.equal(rig.server.requestsTo('/dist/ui/mc-ui.js').length, 1);
    // No owner text holds markup: the sanitiser is never asked for.
    await page.waitForLoadState('networkidle');
    assert.equal(rig.server.requestsTo('/dist/ui/mc-purify.js').length, 0);
    assert.deepEqual(pageErrors, []);
  });

  it('asks for the load answer before it starts anything else: the pixel, and the live sending its first event imports', async () => {
    const context = await rig.newContext();
    // What the page had when the loader called fetch for the load answer.
    await context.addInitScript({
      content: `const pageFetch = window.fetch;
        window.fetch = function (input, init) {
          if (String(input).includes('/load?')) {
            window.__atLoadCall = {
              pixel: 'MC_PIXEL' in window,
              sessionStored: localStorage.getItem('mc_pixel_session') !== null,
              sendingAsked: performance.getEntriesByType('resource').some((entry) => entry.name.includes('mc-send.js')),
            };
          }
          return pageFetch.apply(this, arguments);
        };`,
    });
    const { page, pageErrors } = await rig.open('/with-box', { context });
    await page.locator('mc-box [part~="title"]').waitFor();
    // A first visit: the pixel starts a session and logs it, which imports the live sending; all after the load call.
    assert.deepEqual(await page.evaluate(() => (window as unknown as { __atLoadCall: unknown }).__atLoadCall), {
      pixel: false,
      sessionStored: false,
      sendingAsked: false,
    });
    assert.equal(await page.evaluate(() => typeof (window as unknown as { MC_PIXEL?: unknown }).MC_PIXEL), 'object');
    assert.ok(await page.evaluate(() => localStorage.getItem('mc_pixel_session') !== null));
    assert.deepEqual(pageErrors, []);
  });

  it('never downloads the UI chunk on a page with no widget to render', async () => {
    const before = rig.server.requestsTo('/dist/ui/mc-ui.js').length;
    const { page, pageErrors } = await rig.open('/no-widget');
    await page.waitForLoadState('networkidle');
    assert.equal(rig.server.requestsTo('/dist/ui/mc-ui.js').length, before);
    assert.deepEqual(pageErrors, []);
  });

  it('works when injected after the load event', async () => {
    const { page, pageErrors } = await rig.open('/after-load');
    await page.locator('mc-box h2').waitFor();
    assert.deepEqual(pageErrors, []);
  });

  it('works from <head> before <body> exists', async () => {
    const { page, pageErrors } = await rig.open('/head-script');
    await page.locator('mc-box h2').waitFor();
    assert.deepEqual(pageErrors, []);
  });
});

// A widget that only waits for its trigger can become due on the page: its stage and UI arrive while the browser is
// idle, before the trigger, so the trigger draws it without a download. One that its rules exclude fetches nothing.
describe('the UI of a widget that can become due later', () => {
  let rig: Rig;
  const delayed = {
    widget_id: 51,
    widget_type: 'modal',
    data: {
      main: {
        title: 'Later, on this page',
        desc: 'Ten percent off, <b>today only</b>.',
        showDescription: true,
        whenDisplay: ['delay', 4],
        showAgain: ['always', 0],
      },
      setup: { urlWhitelist: ['/can-open'] },
    },
  };
  before(async () => {
    rig = await startRig({
      load: { app: { pageId: '1234567' }, widgets: [delayed] },
      pages: { '/can-open': pageWithLoader('<h1>Article</h1>'), '/excluded': pageWithLoader('<h1>Another article</h1>') },
    });
  });
  after(() => rig.close());

  const fetched = () => ['/dist/ui/mc-ui.js', '/dist/ui/mc-page.js'].map((path) => rig.server.requestsTo(path).length);
  /** Every file of the build a page asked for: the stage, the UI and the chunks they import (DOMPurify among them). */
  const buildFiles = () => rig.server.requests.filter((request) => request.path.startsWith('/dist/ui/')).map((request) => request.path);

  /**
   * Opens the page in a context of its own whose pages count the style rules the widgets' sheets receive
   * (src/react/root-styles.ts inserts into constructed sheets): a rehearsal inserts its kind's rules.
   */
  async function openCountingRules() {
    const context = await rig.newContext();
    await context.addInitScript({
      content: `window.__rules = 0; const insert = CSSStyleSheet.prototype.insertRule;
        CSSStyleSheet.prototype.insertRule = function (...args) { window.__rules += 1; return insert.apply(this, args); };`,
    });
    return { context, ...(await rig.open('/can-open', { context })) };
  }
  const rulesInserted = (page: Page) =>
    page.waitForFunction(() => (window as unknown as { __rules: number }).__rules > 0, undefined, { timeout: 3000 });

  it('fetches the stage and the UI before the trigger fires, rehearses the widget unseen, then draws it when it does', async () => {
    const { page, pageErrors } = await openCountingRules();
    const opened = Date.now();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(fetched(), [1, 1], 'the stage and the UI, once each');
    await rulesInserted(page);
    assert.ok(Date.now() - opened < 4000, 'before the delay ran out');
    assert.equal(await page.locator('mc-modal').count(), 0, 'no element placed before its trigger: the rehearsal is unseen');
    const beforeTrigger = buildFiles();
    await page.locator('mc-modal [part~="title"]').waitFor({ state: 'visible', timeout: 10_000 });
    // The description's markup drawn as markup: the sanitiser was in before the trigger too.
    assert.equal(await page.locator('mc-modal [part~="description"] b').textContent(), 'today only');
    assert.deepEqual(buildFiles(), beforeTrigger, 'nothing of the build fetched when the trigger fired');
    assert.deepEqual(pageErrors, []);
  });

  it('keeps nothing of the rehearsal once it is unmounted', async () => {
    const { context, page, pageErrors } = await openCountingRules();
    const cdp = await context.newCDPSession(page);
    // The rehearsal's instance id, a string only its store and its view hold (src/runtime/rehearsal.ts).
    const heldStrings = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      let snapshot = '';
      cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => void (snapshot += chunk));
      await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
      return (JSON.parse(snapshot) as { strings: string[] }).strings.filter((text) => text === 'rehearsal-51');
    };
    // Rehearsed (its kind's rules are in: the rehearsal committed) and unmounted, long before the 4 s delay.
    await rulesInserted(page);
    await page.waitForTimeout(300);
    assert.equal(await page.locator('mc-modal').count(), 0, 'before the trigger');
    assert.deepEqual(await heldStrings(), [], 'the rehearsal’s state collected');
    await page.locator('mc-modal [part~="title"]').waitFor({ state: 'visible', timeout: 10_000 });
    assert.deepEqual(pageErrors, []);
  });

  it('fetches nothing more on a page where its URL rule keeps it from ever becoming due', async () => {
    const before = fetched();
    const { page, pageErrors } = await rig.open('/excluded');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    assert.deepEqual(fetched(), before);
    assert.equal(rig.server.requestsTo('/load').length > 0, true);
    assert.deepEqual(pageErrors, []);
  });
});

describe('what a widget about to render needs, fetched beside the UI', () => {
  let rig: Rig;
  const withMarkup = {
    widget_id: 61,
    widget_type: 'modal',
    data: { main: { title: 'Now', desc: 'One message a week with the <b>new beans</b>.', showDescription: true } },
  };
  const launcher = {
    widget_id: 62,
    widget_type: 'omnichat',
    data: { main: { whenDisplay: ['immediately', 0] }, channels: { enable_email: true, email_to: 'help@example.com' } },
  };
  before(async () => {
    rig = await startRig({
      // Each account its own widgets: the modal with markup, or the launcher.
      load: (request: RecordedRequest) => ({
        body:
          request.query['account_id'] === '7654321'
            ? { app: { pageId: '7654321' }, widgets: [launcher] }
            : { app: { pageId: '1234567' }, widgets: [withMarkup] },
      }),
      pages: {
        '/markup-now': pageWithLoader('<h1>Article</h1>'),
        '/launcher': pageWithLoader('<h1>Article</h1>', 'data-account-id="7654321"'),
      },
    });
  });
  after(() => rig.close());

  /**
   * A new context whose `held` (a file of the build) is answered 1.5 s late, and whether `asked` (another) was asked for
   * before `held` arrived: undefined until it is asked for.
   */
  async function holdBack(held: string, asked: string): Promise<{ context: BrowserContext; askedBefore: () => boolean | undefined }> {
    const context = await rig.newContext();
    let arrived = false;
    let askedBefore: boolean | undefined;
    await context.route(`**/dist/ui/${held}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
      arrived = true;
    });
    await context.route(`**/dist/ui/${asked}`, async (route) => {
      askedBefore ??= !arrived;
      await route.continue();
    });
    return { context, askedBefore: () => askedBefore };
  }

  /**
   * Opens the page with `held` answered 1.5 s late; resolves with whether DOMPurify was asked for before that file
   * arrived, once the modal is open with its markup drawn and no page error.
   */
  async function purifyAskedBefore(held: string): Promise<boolean | undefined> {
    const { context, askedBefore } = await holdBack(held, 'mc-purify.js');
    const { page, pageErrors } = await rig.open('/markup-now', { context });
    await page.locator('mc-modal[data-state="open"] [part~="title"]').waitFor({ state: 'visible', timeout: 10_000 });
    assert.equal(await page.locator('mc-modal [part~="description"] b').textContent(), 'new beans');
    assert.deepEqual(pageErrors, []);
    return askedBefore();
  }

  it('asks for DOMPurify before the UI has arrived, and draws the markup in the first open frame', async () => {
    // A slow UI file: DOMPurify is asked for beside it, not once the UI has run.
    assert.equal(await purifyAskedBefore('mc-ui.js'), true, 'DOMPurify asked for while the UI was still on its way');
  });

  it('draws the markup in the first open frame when DOMPurify arrives after the UI', async () => {
    const context = await rig.newContext();
    await context.route('**/dist/ui/mc-purify.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    // What the description holds in the first frame that paints the open modal (read in that frame's rAF callback).
    await context.addInitScript({
      content: `window.__firstOpenFrame = null;
        const look = () => {
          const host = document.querySelector('mc-modal[data-state="open"]');
          const description = host && host.shadowRoot && host.shadowRoot.querySelector('[part~="description"]');
          if (description) window.__firstOpenFrame = description.innerHTML;
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);`,
    });
    const { page, pageErrors } = await rig.open('/markup-now', { context });
    const first = await page.waitForFunction(() => (window as unknown as { __firstOpenFrame: string | null }).__firstOpenFrame, undefined, {
      timeout: 10_000,
    });
    assert.equal(await first.jsonValue(), 'One message a week with the <b>new beans</b>.');
    assert.deepEqual(pageErrors, []);
  });

  it("asks for the chat kinds' views beside the UI, not once the UI has arrived and run", async () => {
    // A slow UI file: the launcher's view is asked for while it is still on its way (by the page stage).
    const { context, askedBefore } = await holdBack('mc-ui.js', 'mc-chat.js');
    const { page, pageErrors } = await rig.open('/launcher', { context });
    await page.locator('mc-omnichat [part~="bubble"]').waitFor({ state: 'visible', timeout: 10_000 });
    assert.deepEqual(pageErrors, []);
    assert.equal(askedBefore(), true, "the chat kinds' views asked for while the UI was still on its way");
  });

  it("runs DOMPurify as soon as it arrives, while the UI's code is still on its way", async () => {
    // Its file imports nothing: the first view does not wait for DOMPurify to run after the UI and React's renderer.
    const context = await rig.newContext();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/dist/ui/chunk-*.js', async (route) => {
      await released;
      await route.continue();
    });
    // DOMPurify makes its Trusted Types policy as its chunk runs (react/purify.ts parses once to learn that it can).
    await context.addInitScript({
      content: `window.__policies = [];
        const make = trustedTypes.createPolicy.bind(trustedTypes);
        trustedTypes.createPolicy = (name, rules) => (window.__policies.push(name), make(name, rules));`,
    });
    const { page, pageErrors } = await rig.open('/markup-now', { context });
    try {
      await page.waitForFunction(
        () => (window as unknown as { __policies: string[] }).__policies.some((name) => name.startsWith('dompurify')),
        null,
        {
          timeout: 5000,
        },
      );
    } finally {
      release();
    }
    await page.locator('mc-modal[data-state="open"] [part~="title"]').waitFor({ state: 'visible', timeout: 10_000 });
    assert.equal(await page.locator('mc-modal [part~="description"] b').textContent(), 'new beans');
    assert.deepEqual(pageErrors, []);
  });

  it('asks for DOMPurify beside the page stage, before the stage has run', async () => {
    // A slow stage file: the loader itself asks for DOMPurify with the UI, not the stage once it has started.
    assert.equal(await purifyAskedBefore('mc-page.js'), true, 'DOMPurify asked for while the stage was still on its way');
  });
});
