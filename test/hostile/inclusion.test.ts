// How the host includes the script: twice (the same URL and another one), in <head> before
// <body> exists, injected after `load`, and a host that swaps its whole <body> as Turbo does,
// including a restore from a cached clone of the old body.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  HOST_SCRIPT,
  SNIPPET,
  assertBothOptIn,
  assertHealthy,
  assertOptsIn,
  count,
  hostPage,
  settle,
  startHostileRig,
  waitOpen,
  widget,
  type HostileRig,
} from './hostile-page';

const MODAL = widget('mc-modal', 1);
const BOX = widget('mc-box', 2);

/** The markup the host's "server" sends for every page: the same embed each time. */
const TURBO_BODY =
  '<body><h1>Turbo page</h1><button id="host-button" type="button">host</button><a id="next" href="#">next</a><div class="mcwidget-embed" data-widget-id="2"></div></body>';

/**
 * A Turbo-like host: a visit pushes the new URL, then swaps in a body parsed from the "server's"
 * HTML; the body it leaves is cached as a clone (widgets and all) and put back on `popstate`.
 */
const TURBO_SCRIPT = `window.__visits = 0;
window.__snapshots = {};
function renderBody(body) { document.documentElement.replaceChild(body, document.body); }
window.turboVisit = function (path) {
  window.__snapshots[location.pathname + location.search] = document.body.cloneNode(true);
  history.pushState({ turbo: true }, '', path);
  return new Promise(function (resolve) {
    setTimeout(function () {
      var doc = new DOMParser().parseFromString('<!doctype html><html>' + ${JSON.stringify(TURBO_BODY)} + '</html>', 'text/html');
      renderBody(document.adoptNode(doc.body));
      window.__visits += 1;
      resolve();
    }, 50);
  });
};
window.addEventListener('popstate', function () {
  var snapshot = window.__snapshots[location.pathname + location.search];
  if (snapshot) renderBody(snapshot);
});`;

describe('hostile inclusion', () => {
  let hostile: HostileRig;
  before(async () => {
    hostile = await startHostileRig({
      pages: {
        '/twice-same': hostPage({
          body: `<div class="mcwidget-embed" data-widget-id="2"></div><script async src="/dist/mc-widgets.js" ${SNIPPET}></script>`,
        }),
        '/twice-different': hostPage({
          body: `<div class="mcwidget-embed" data-widget-id="2"></div><script src="/dist/mc-widgets.js?build=2" ${SNIPPET}></script><script defer src="/dist/mc-widgets.js?v=3#copy" ${SNIPPET}></script>`,
        }),
        '/head': `<!doctype html><html><head><script>${HOST_SCRIPT}</script><script src="/dist/mc-widgets.js" ${SNIPPET}></script></head>
          <body><button id="host-button" type="button">host</button><mc-box data-widget-id="2"></mc-box></body></html>`,
        '/after-load': hostPage({
          snippet: null,
          body: `<mc-box data-widget-id="2"></mc-box><script>
            window.addEventListener('load', function () {
              setTimeout(function () {
                var script = document.createElement('script');
                script.src = '/dist/mc-widgets.js';
                script.setAttribute('data-account-id', '1234567');
                script.setAttribute('data-fb-sdk-url', '/blocked/sdk.js');
                document.body.appendChild(script);
              }, 100);
            });
          </script>`,
        }),
        '/turbo': hostPage({
          head: `<script>${TURBO_SCRIPT}</script>`,
          body: '<a id="next" href="#">next</a><div class="mcwidget-embed" data-widget-id="2"></div>',
        }),
      },
    });
  });
  after(() => hostile.close());

  it('the script included twice from the same URL: one load, one set of widgets', async () => {
    const since = Date.now();
    const tab = await hostile.open('/twice-same');
    await waitOpen(tab.page, MODAL);
    await waitOpen(tab.page, BOX);
    await settle(tab.page);
    assert.equal(await count(tab.page, 'mc-modal'), 1);
    assert.equal(await count(tab.page, 'mc-box'), 1);
    assert.equal(hostile.requestsSince('/load', since), 1);
    await assertBothOptIn(tab);
    await assertHealthy(tab);
  });

  it('the script included twice from different URLs (sync and defer): one load, one set of widgets', async () => {
    const since = Date.now();
    const tab = await hostile.open('/twice-different');
    await waitOpen(tab.page, MODAL);
    await waitOpen(tab.page, BOX);
    await settle(tab.page);
    assert.equal(await count(tab.page, 'mc-modal'), 1);
    assert.equal(await count(tab.page, 'mc-box'), 1);
    assert.equal(hostile.requestsSince('/load', since), 1);
    assert.equal(await tab.page.evaluate('typeof MC.parse'), 'function');
    await assertOptsIn(tab, MODAL);
    await assertHealthy(tab);
  });

  it('the script in <head> before <body> exists', async () => {
    const tab = await hostile.open('/head');
    await assertBothOptIn(tab);
    await assertHealthy(tab);
  });

  it('the script injected after the load event', async () => {
    const tab = await hostile.open('/after-load');
    await assertBothOptIn(tab);
    await assertHealthy(tab);
  });

  // Regression: a swapped <body> took the open overlays with it, its embeds were never scanned, and a restored clone showed every overlay twice.
  it('the host replaces <body> as Turbo does: every widget comes back, once', async () => {
    const tab = await hostile.open('/turbo');
    const { page } = tab;
    await waitOpen(page, MODAL);
    await waitOpen(page, BOX);

    await page.evaluate('turboVisit("/turbo?page=2")');
    await waitOpen(page, BOX);
    await waitOpen(page, MODAL);
    await settle(page);
    assert.equal(await page.evaluate('document.body.querySelector("h1").textContent'), 'Turbo page');
    assert.equal(await count(page, 'mc-box'), 1, 'boxes after the visit');
    assert.equal(await count(page, 'mc-modal'), 1, 'modals after the visit');
    assert.equal(await count(page, 'div.mcwidget-embed'), 0, 'classic embeds left unrendered');
    assert.equal(await page.locator(`${BOX} [part~="title"]`).textContent(), 'Box 2');

    // Back: the host puts back its clone of the first body, shadow-less copies of our elements included.
    await page.evaluate('history.back()');
    await page.waitForFunction('document.body.querySelector("h1").textContent === "Host page"');
    await waitOpen(page, BOX);
    await waitOpen(page, MODAL);
    await settle(page);
    assert.equal(await count(page, 'mc-box'), 1, 'boxes after going back');
    assert.equal(await count(page, 'mc-modal'), 1, 'modals after going back');
    assert.equal(await page.locator(`${BOX} [part~="title"]`).textContent(), 'Box 2');
    await assertBothOptIn(tab);
    await assertHealthy(tab);
  });
});
