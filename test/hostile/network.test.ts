// A backend at its worst: the load answer as a 500, a hang, an HTML login page, truncated JSON,
// `null`, 5 MB, and nested 10,000 levels deep; and an event endpoint that keeps failing.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Reply } from '../../demo/fixture-server';
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
  type HostileTab,
  type HostileRig,
} from './hostile-page';

const json = (body: string, extra: Reply = {}): Reply => ({ ...extra, headers: { 'content-type': 'application/json' }, body });
const widgets = [modalWidget(1), boxWidget(2)];

/** `{"a":{"a":…1…}}` and `[[[…]]]`, n levels, written as text (nothing here recurses). */
const nestedObject = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
const nestedArray = (n: number) => `${'['.repeat(n)}1${']'.repeat(n)}`;

/** The two real widgets among a thousand configured-only ones padded with text: about 5 MB. */
function fiveMegabytes(): string {
  const filler = Array.from({ length: 1000 }, (_, n) => ({
    widget_id: 1000 + n,
    widget_type: 'ads_json',
    data: { main: { desc: `${n} `.padEnd(5200, 'x') } },
  }));
  return JSON.stringify({ app: APP, widgets: [...widgets, ...filler] });
}

function deeplyNested(): string {
  const modal = JSON.stringify(modalWidget(1)).replace(
    '"main":{',
    `"main":{"deep":${nestedObject(10_000)},"colors":{"deep":${nestedArray(10_000)}},`,
  );
  return `{"app":{"pageId":"1234567","fb_page_id":"1234567","deep":${nestedObject(10_000)}},"widgets":[${modal},${JSON.stringify(boxWidget(2))},${nestedArray(10_000)}],"deep":${nestedObject(10_000)}}`;
}

/** Load answers no widget can come from; each page asks its own API path. */
const UNUSABLE: [string, Reply][] = [
  ['a 500', { status: 500, body: 'Internal Server Error' }],
  [
    'an HTML login page',
    {
      headers: { 'content-type': 'text/html' },
      body: '<!doctype html><html><body><form>Login<script>window.__xss = 1</script></form></body></html>',
    },
  ],
  ['truncated JSON', json('{"app": {"pageId": "1234567"}, "widgets": [{"widget_id": 1, "widget_type": "mo')],
  ['null', json('null')],
];

const warnings = (tab: HostileTab) =>
  tab.console.filter((line) => line.type === 'warning' && line.text.includes('widgets not loaded')).length;

async function waitForWarning(tab: HostileTab, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (warnings(tab) === 0 && Date.now() < deadline) await settle(tab.page, 100);
}

describe('hostile network', () => {
  let hostile: HostileRig;
  let failedEvents = 0;
  before(async () => {
    const routes: Record<string, () => Reply> = {
      'GET /hang/load': () => ({ delayMs: 12_000, body: { app: APP, widgets } }),
      'GET /big/load': () => json(fiveMegabytes()),
      'GET /deep/load': () => json(deeplyNested()),
      'GET /events-down/load': () => ({ body: { app: APP, widgets } }),
      'POST /events-down/pixel/logEvent': () => {
        failedEvents += 1;
        return { status: 500, body: 'Internal Server Error' };
      },
    };
    const pages: Record<string, string> = {
      '/hang': hostPage({ snippet: `${SNIPPET} data-host="/hang"` }),
      '/big': hostPage({ snippet: `${SNIPPET} data-host="/big"` }),
      '/deep': hostPage({ snippet: `${SNIPPET} data-host="/deep"` }),
      '/events-down': hostPage({ snippet: `${SNIPPET} data-host="/events-down"` }),
    };
    UNUSABLE.forEach(([, reply], index) => {
      routes[`GET /unusable-${index}/load`] = () => reply;
      pages[`/unusable-${index}`] = hostPage({ snippet: `${SNIPPET} data-host="/unusable-${index}"` });
    });
    hostile = await startHostileRig({ routes, pages });
  });
  after(() => hostile.close());

  UNUSABLE.forEach(([what], index) => {
    it(`the load answer is ${what}: nothing renders, one warning, no retry`, async () => {
      const since = Date.now();
      const tab = await hostile.open(`/unusable-${index}`);
      await waitForWarning(tab, 5000);
      await settle(tab.page);
      assert.equal(warnings(tab), 1);
      assert.equal(hostile.requestsSince(`/unusable-${index}/load`, since), 1);
      assert.equal(await tab.page.locator('mc-modal, mc-box[data-instance-id]').count(), 0);
      await assertHealthy(tab);
    });
  });

  it('the load answer hangs: the page works meanwhile, and after the time-out there is one warning and nothing else', async () => {
    const tab = await hostile.open('/hang');
    await settle(tab.page, 500);
    await assertHealthy(tab);
    await waitForWarning(tab, 10_000);
    assert.equal(warnings(tab), 1);
    assert.equal(await tab.page.locator('mc-modal, mc-box[data-instance-id]').count(), 0);
    await assertHealthy(tab);
  });

  it('a 5 MB load answer: the widgets in it work', async () => {
    const tab = await hostile.open('/big');
    await assertBothOptIn(tab);
    await assertHealthy(tab);
  });

  it('a load answer nested 10,000 levels deep: the widgets in it work', async () => {
    const tab = await hostile.open('/deep');
    await assertBothOptIn(tab);
    await assertHealthy(tab);
  });

  it('the event endpoint failing: widgets work, events are retried with back-off, not in a loop', async () => {
    failedEvents = 0;
    const tab = await hostile.open('/events-down');
    await assertBothOptIn(tab);
    const started = failedEvents;
    await settle(tab.page, 3000);
    assert.ok(failedEvents >= 1, 'events were tried');
    assert.ok(failedEvents - started <= 4, `${failedEvents - started} attempts in 3 s`);
    await assertHealthy(tab);
  });
});
