// The visitor's side: `mcp_token`s that are expired, malformed or 1 MB long (in an address that
// URL rules are matched against), and a headless browser, flagged as a bot while the UI works.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  APP,
  assertBothOptIn,
  assertHealthy,
  boxWidget,
  hostPage,
  modalWidget,
  settle,
  startHostileRig,
  type HostileRig,
} from './hostile-page';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const EXPIRED = `${base64url({ exp: Math.floor(Date.now() / 1000) - 3600 })}.c2ln`;
const MALFORMED = [
  '%E0%A4%A',
  'not.a.token',
  `${Buffer.from('{"exp": "soon"').toString('base64url')}.x`,
  `${base64url({ exp: 1e308 * 10 })}.x`,
  '....',
  '=?=?=',
];

/** The host rewrites its address before our script runs (a 1 MB token would not fit in a request line). */
const LONG_TOKEN_HEAD = `<script>history.replaceState(null, '', location.pathname + '?utm=a&mcp_token=' + 'eyJleHAiOjk5OTk5OTk5OTl9'.repeat(1) + '.' + new Array(1 << 20).join('A') + '#' + new Array(1000).join('*'));</script>`;

/**
 * Matched against the address, query included: patterns that fail only at their last character
 * come first. Regression: compiled to regular expressions, they backtracked over a 1 MB query for
 * ever and hung the page.
 */
const ruled = modalWidget(
  1,
  {},
  {
    setup: {
      urlWhitelist: [
        '**/token-*[?]**mcp_token=**A*A*A*A*A*A*A*A*B',
        '/token-long?**A**A**A**A**A**A**A**A**A**A**B',
        '/token-**?**mcp_token=**',
        '/token-page',
      ],
    },
  },
);

describe('hostile visitor', () => {
  let hostile: HostileRig;
  before(async () => {
    hostile = await startHostileRig({
      load: { app: APP, widgets: [ruled, boxWidget(2)] },
      pages: { '/token-page': hostPage(), '/token-long': hostPage({ head: LONG_TOKEN_HEAD }) },
    });
  });
  after(() => hostile.close());

  const conversion = (tab: { page: { evaluate(script: string): Promise<unknown> } }) =>
    tab.page.evaluate(
      'MC_PIXEL.fireLogConversionEvent("signed_up").then(function () { return "sent"; }, function (error) { return error.message; })',
    );

  it('an expired mcp_token: no auth, conversions refused with "Token expired!", widgets work', async () => {
    const since = Date.now();
    const tab = await hostile.open(`/token-page?mcp_token=${EXPIRED}`);
    await assertBothOptIn(tab);
    assert.equal(await conversion(tab), 'Token expired!');
    const events = hostile.rig.server
      .requestsTo('/pixel/logEvent')
      .filter((request) => request.at >= since)
      .map((request) => (request.body as { event: string }).event);
    assert.ok(!events.includes('auth'), events.join(', '));
    await assertHealthy(tab);
  });

  it('malformed mcp_tokens: treated as none, widgets work', async () => {
    for (const token of MALFORMED) {
      const tab = await hostile.open(`/token-page?mcp_token=${token}&mcp_token=${token}`);
      assert.equal(await conversion(tab), 'Token is required to fire event!', token);
      await assertHealthy(tab);
      await tab.context.close();
    }
    const tab = await hostile.open(`/token-page?mcp_token=${MALFORMED[1]}`);
    await assertBothOptIn(tab);
    await assertHealthy(tab);
  });

  // Regression: URL rules with several wildcards backtracked over the 1 MB address and hung the page.
  it('a 1 MB mcp_token in the address the URL rules match: ignored, widgets work, nothing stalls', async () => {
    const tab = await hostile.open('/token-long');
    assert.ok(((await tab.page.evaluate('location.href.length')) as number) > 1_000_000);
    // A 1 MB address is slow to load into a busy browser at all; what must not stall is checked below.
    await assertBothOptIn(tab, 20_000);
    assert.equal(await conversion(tab), 'Token is required to fire event!');
    const delay = (await tab.page.evaluate(
      'new Promise(function (resolve) { var t = performance.now(); setTimeout(function () { resolve(performance.now() - t); }, 0); })',
    )) as number;
    assert.ok(delay < 250, `a timer waited ${delay} ms`);
    await assertHealthy(tab);
  });

  it('a headless browser: every event is flagged as a bot (b: 1), the widgets work', async () => {
    const since = Date.now();
    const tab = await hostile.open('/token-page', { userAgent: null });
    assert.match((await tab.page.evaluate('navigator.userAgent')) as string, /HeadlessChrome/);
    await assertBothOptIn(tab);
    const logged = () => hostile.rig.server.requestsTo('/pixel/logEvent').filter((request) => request.at >= since);
    const deadline = Date.now() + 5000;
    while (logged().length < 2 && Date.now() < deadline) await settle(tab.page, 50);
    const flags = logged().map((request) => (request.body as { b: unknown }).b);
    assert.ok(flags.length >= 2, `${flags.length} events`);
    assert.deepEqual([...new Set(flags)], [1]);
    await assertHealthy(tab);
  });
});
