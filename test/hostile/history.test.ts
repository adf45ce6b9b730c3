// Other scripts that own `history`: a router wrapping pushState before us and another after us,
// a wrapper that throws (before and after us), and a router firing 500 route changes in a second.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  APP,
  assertHealthy,
  assertOptsIn,
  boxWidget,
  count,
  hostPage,
  modalWidget,
  settle,
  startHostileRig,
  waitOpen,
  widget,
  type HostileRig,
} from './hostile-page';

const MODAL = widget('mc-modal', 1);
const BOX = widget('mc-box', 2);

/** Opens only on /spa/page-2, so a route change we missed shows as a modal that never opens. */
const routed = modalWidget(1, {}, { setup: { urlWhitelist: ['/spa/page-2'] } });
const last = modalWidget(3, { title: 'Last route' }, { setup: { urlWhitelist: ['/spa/route-499'] } });

const WRAP_BEFORE = `<script>
  window.__beforeCalls = 0;
  (function (original) {
    history.pushState = function () { window.__beforeCalls += 1; return original.apply(this, arguments); };
  })(history.pushState);
</script>`;

/** Installed once MC is ready, so it wraps ours. */
const WRAP_AFTER = `<script>
  window.__afterCalls = 0;
  window.mcAsyncInit = function () {
    var ours = history.pushState;
    history.pushState = function () { window.__afterCalls += 1; return ours.apply(this, arguments); };
  };
</script>`;

/** A router guard that refuses some URLs by throwing: before us, and once more after us. */
const THROWING = `<script>
  (function (original) {
    history.pushState = function (state, title, url) {
      if (String(url).indexOf('forbidden') >= 0) throw new Error('router refused ' + url);
      return original.apply(this, arguments);
    };
  })(history.pushState);
  window.mcAsyncInit = function () {
    var ours = history.pushState;
    history.pushState = function (state, title, url) {
      if (String(url).indexOf('refused-after') >= 0) throw new Error('guard after refused ' + url);
      return ours.apply(this, arguments);
    };
    history.replaceState = function () { throw new Error('replaceState is disabled'); };
  };
</script>`;

/** How the host tries a navigation: its own errors are its own business. */
const TRY_PUSH = (url: string) =>
  `(function () { try { history.pushState({}, '', ${JSON.stringify(url)}); return 'ok'; } catch (error) { return error.message; } })()`;

describe('hostile history', () => {
  let hostile: HostileRig;
  before(async () => {
    hostile = await startHostileRig({
      load: { app: APP, widgets: [routed, boxWidget(2), last] },
      pages: {
        '/spa/wrapped': hostPage({ head: WRAP_BEFORE + WRAP_AFTER }),
        '/spa/throwing': hostPage({ head: THROWING }),
        '/spa/burst': hostPage(),
      },
    });
  });
  after(() => hostile.close());

  it('pushState wrapped by another script before us and after us: every wrapper runs once, we see each change', async () => {
    const tab = await hostile.open('/spa/wrapped');
    const { page } = tab;
    await waitOpen(page, BOX);
    await page.waitForFunction('window.__afterCalls === 0 && history.pushState.toString().indexOf("__afterCalls") >= 0');
    assert.equal(await count(page, MODAL), 0);

    await page.evaluate('history.pushState({ n: 2 }, "", "/spa/page-2")');
    await waitOpen(page, MODAL);
    assert.deepEqual(await page.evaluate('[window.__beforeCalls, window.__afterCalls, location.pathname, history.state.n]'), [
      1,
      1,
      '/spa/page-2',
      2,
    ]);

    // Back to a page the modal is not for: it closes (not by the visitor).
    await page.evaluate('history.back()');
    await page.waitForSelector(`${MODAL}[data-state="closed"]`, { state: 'attached' });
    await page.evaluate('history.pushState({}, "", "/spa/page-2")');
    await assertOptsIn(tab, MODAL);
    assert.deepEqual(await page.evaluate('[window.__beforeCalls, window.__afterCalls]'), [2, 2]);
    await assertHealthy(tab);
  });

  it('pushState wrappers that throw, before us and after us: the host gets its own error, we see no change', async () => {
    const tab = await hostile.open('/spa/throwing');
    const { page } = tab;
    await waitOpen(page, BOX);
    await page.waitForFunction('history.replaceState.toString().indexOf("disabled") >= 0');

    assert.equal(await page.evaluate(TRY_PUSH('/spa/page-2?forbidden')), 'router refused /spa/page-2?forbidden');
    assert.equal(await page.evaluate(TRY_PUSH('/spa/page-2?refused-after')), 'guard after refused /spa/page-2?refused-after');
    assert.equal(
      await page.evaluate(
        '(function () { try { history.replaceState({}, "", "/spa/page-2"); return "ok"; } catch (e) { return e.message; } })()',
      ),
      'replaceState is disabled',
    );
    await settle(page);
    assert.equal(await page.evaluate('location.pathname'), '/spa/throwing');
    assert.equal(await count(page, MODAL), 0, 'no route change was seen');

    assert.equal(await page.evaluate(TRY_PUSH('/spa/page-2')), 'ok');
    await assertOptsIn(tab, MODAL);
    await assertHealthy(tab);
  });

  it('500 route changes in one second: one modal for the last route, the page stays responsive', async () => {
    const since = Date.now();
    const tab = await hostile.open('/spa/burst');
    const { page } = tab;
    await waitOpen(page, BOX);
    // Batches of 25 every 45 ms: a second's worth (Chromium's own pushState makes it take a bit longer).
    await page.evaluate(`new Promise(function (resolve) {
      var n = 0;
      (function step() {
        for (var k = 0; k < 25 && n < 500; k++, n++) history.pushState({ n: n }, '', '/spa/route-' + n);
        if (n < 500) setTimeout(step, 45); else resolve();
      })();
    })`);
    await waitOpen(page, widget('mc-modal', 3));
    await settle(page, 500);
    assert.equal(await count(page, 'mc-modal'), 1);
    assert.equal(await count(page, 'mc-box'), 1);
    assert.equal(hostile.requestsSince('/load', since), 1);
    // Each route re-scans the page; the box is the same element and rendered once.
    assert.equal(await page.locator(`${BOX} [part~="title"]`).textContent(), 'Box 2');
    const pending = (await page.evaluate(
      'new Promise(function (resolve) { var t = performance.now(); setTimeout(function () { resolve(performance.now() - t); }, 0); })',
    )) as number;
    assert.ok(pending < 200, `a timer waited ${pending} ms`);
    await assertOptsIn(tab, widget('mc-modal', 3));
    await assertHealthy(tab);
  });
});
