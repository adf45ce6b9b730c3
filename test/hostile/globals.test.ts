// Globals other scripts changed before us: Prototype.js's Array.prototype.toJSON, enumerable
// additions to Object.prototype (a polluted prototype among them), an old React on window, and
// fetch and XMLHttpRequest wrapped by a script that rejects what it does not like.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { RecordedRequest } from '../../demo/fixture-server';
import {
  APP,
  SNIPPET,
  assertBothOptIn,
  assertHealthy,
  boxWidget,
  hostPage,
  modalWidget,
  settle,
  startHostileRig,
  type HostileRig,
} from './hostile-page';

/** Prototype.js 1.6's own: arrays serialise to a JSON *string*, so JSON.stringify([1]) is '"[1]"'. */
const PROTOTYPE_TO_JSON = `Array.prototype.toJSON = function () {
  var results = [];
  for (var i = 0; i < this.length; i++) { var value = JSON.stringify(this[i]); if (value !== undefined) results.push(value); }
  return '[' + results.join(', ') + ']';
};`;

/** MooTools-style methods, plain values, and DOMPurify configuration keys an attacker would plant. */
const OBJECT_PROTOTYPE = `Object.prototype.each = function () {};
Object.prototype.extend = function () { return this; };
Object.prototype.clone = function () { return this; };
Object.prototype.polluted = 'yes';
Object.prototype.ADD_ATTR = ['onerror', 'onload'];
Object.prototype.ADD_TAGS = ['img', 'svg', 'script'];
Object.prototype.ALLOWED_ATTR = ['onerror', 'src', 'href'];
Object.prototype.ALLOW_UNKNOWN_PROTOCOLS = true;
Object.prototype.SAFE_FOR_TEMPLATES = false;
Object.prototype.keepalive = 'sometimes';
Object.prototype.timeoutMs = 1;`;
const POLLUTED_KEYS = [
  'each',
  'extend',
  'clone',
  'polluted',
  'ADD_ATTR',
  'ADD_TAGS',
  'ALLOWED_ATTR',
  'ALLOW_UNKNOWN_PROTOCOLS',
  'SAFE_FOR_TEMPLATES',
  'keepalive',
  'timeoutMs',
];

const OLD_REACT = `window.React = { version: '15.0.0', createElement: function () { throw new Error('React 15 is not for you'); }, Component: function () {} };
window.ReactDOM = { version: '15.0.0', render: function () { throw new Error('ReactDOM 15 is not for you'); }, findDOMNode: function () {} };
window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = { isDisabled: true, inject: function () { throw new Error('devtools hook'); } };
window.Emotion = 'not emotion';
window.DOMPurify = { sanitize: function (html) { return html; } };`;

/** A privacy or error-tracking wrapper: event calls rejected (and some thrown at once), XHR logged and refused. */
const WRAPPED_NETWORK = `(function () {
  var original = window.fetch;
  window.__wrappedCalls = 0;
  window.fetch = function (input, init) {
    window.__wrappedCalls += 1;
    var url = String((input && input.url) || input);
    if (url.indexOf('/pixel/checkOptin') >= 0) throw new TypeError('wrapper threw at once');
    if (url.indexOf('/pixel/') >= 0) return Promise.reject(new TypeError('Failed to fetch (blocked by the wrapper)'));
    return original.apply(this, arguments);
  };
  var open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function () { window.__xhrOpened = (window.__xhrOpened || 0) + 1; return open.apply(this, arguments); };
  XMLHttpRequest.prototype.send = function () { throw new DOMException('XHR is disabled on this page', 'InvalidStateError'); };
})();`;

const REJECT_ALL_FETCH = `window.fetch = function () { return Promise.reject(new TypeError('Failed to fetch')); };`;

/** A description with markup, so the sanitiser runs under the polluted prototype. */
const described = modalWidget(1, {
  showDescription: true,
  desc: '<b>bold</b><img src=x onerror="window.__xss=1"><svg onload="window.__xss=2"></svg>',
});

describe('hostile globals', () => {
  let hostile: HostileRig;
  before(async () => {
    hostile = await startHostileRig({
      load: { app: APP, widgets: [described, boxWidget(2)] },
      pages: {
        '/page': hostPage(),
        '/prototype': hostPage({ snippet: `${SNIPPET} data-host="/proto-api"` }),
        '/prototype-next': hostPage({ body: '<p>next</p>', snippet: `${SNIPPET} data-host="/proto-api"` }),
      },
      routes: {
        'GET /proto-api/load': () => ({ body: { app: APP, widgets: [modalWidget(1, { title: 'Prototype' })] } }),
        'GET /proto-api/pixel/checkOptin': () => ({ body: { has_opted_in: false } }),
      },
    });
  });
  after(() => hostile.close());

  // Regression: with Prototype's toJSON the event queue was stored as a JSON string, so the next page dropped it.
  it("Prototype.js's Array.prototype.toJSON: widgets work, bodies and stored queues stay JSON arrays", async () => {
    let down = true;
    const received: RecordedRequest[] = [];
    const refused = new Set<unknown>();
    hostile.rig.server.route('POST /proto-api/pixel/logEvent', (request) => {
      const body = request.body as { event?: string; event_id?: unknown };
      if (down) {
        refused.add(body.event_id);
        return { status: 503, body: 'down' };
      }
      received.push(request);
      return { body: { state: true } };
    });
    const tab = await hostile.open('/prototype', { init: PROTOTYPE_TO_JSON });
    const { page } = tab;
    await page.waitForSelector('mc-modal[data-state="open"]', { state: 'attached' });
    const waitUntil = Date.now() + 5000;
    while (refused.size === 0 && Date.now() < waitUntil) await settle(page, 100);
    assert.ok(refused.size > 0, 'the server refused the first events');
    assert.equal(await page.evaluate('JSON.stringify([1])'), '"[1]"', 'the host keeps its own toJSON');
    // The server is down: the page is left, its events wait in storage for the next page.
    await page.goto(`${hostile.rig.server.url}/prototype-next`);
    down = false;
    const isRefused = (request: RecordedRequest) => refused.has((request.body as { event_id?: unknown }).event_id);
    const deadline = Date.now() + 8000;
    while (!received.some(isRefused) && Date.now() < deadline) await settle(page, 100);
    const late = received.find(isRefused);
    assert.ok(late, 'an event queued on the first page arrives from the next');
    const body = late.body as { payload: unknown; session_data: unknown };
    assert.equal(typeof body.payload, 'object');
    assert.equal(typeof JSON.parse(String(body.session_data)), 'object');
    assert.equal(await page.evaluate('Array.prototype.toJSON !== undefined'), true, "the host's toJSON is left in place");
    await assertHealthy(tab);
  });

  it('enumerable additions to Object.prototype (DOMPurify settings among them): widgets work, no XSS', async () => {
    const tab = await hostile.open('/page', { init: OBJECT_PROTOTYPE });
    await tab.page.waitForSelector('mc-modal [part~="description"] b', { state: 'attached' });
    assert.equal(await tab.page.locator('mc-modal [part~="description"] img, mc-modal [part~="description"] svg').count(), 0);
    await assertBothOptIn(tab);
    await assertHealthy(tab, { hostPrototypeKeys: POLLUTED_KEYS });
  });

  it('an old React, ReactDOM and DOMPurify on window: ours are used, the page keeps its own', async () => {
    const tab = await hostile.open('/page', { init: OLD_REACT });
    await assertBothOptIn(tab);
    assert.equal(await tab.page.evaluate('React.version + " " + ReactDOM.version'), '15.0.0 15.0.0');
    assert.equal(await tab.page.locator('mc-modal [part~="description"] img').count(), 0);
    await assertHealthy(tab);
  });

  it('fetch wrapped to reject (and throw) our event calls, XMLHttpRequest patched: widgets work, nothing escapes', async () => {
    const tab = await hostile.open('/page', { init: WRAPPED_NETWORK });
    await assertBothOptIn(tab);
    // Our calls went through the wrapper.
    await tab.page.waitForFunction('window.__wrappedCalls >= 2', undefined, { timeout: 5000 });
    await assertHealthy(tab);
  });

  it('fetch rejecting every call: nothing renders, one warning, the page is untouched', async () => {
    const tab = await hostile.open('/page', { init: REJECT_ALL_FETCH });
    const deadline = Date.now() + 5000;
    while (!tab.console.some((line) => line.text.includes('widgets not loaded')) && Date.now() < deadline) await settle(tab.page, 100);
    await settle(tab.page);
    assert.equal(tab.console.filter((line) => line.text.includes('widgets not loaded')).length, 1);
    assert.equal(await tab.page.locator('mc-modal, mc-box[data-instance-id]').count(), 0);
    await assertHealthy(tab);
  });
});
