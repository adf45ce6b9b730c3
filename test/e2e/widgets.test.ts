// The card widgets on a real page against a real HTTP server: a bar, a modal and two boxes (one
// with a payload), the messenger plugins unavailable (their SDK does not load), so each card shows
// its link fallback. The visitor opens, closes and opts in; the recorded requests tell the story.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { pageWithLoader, startRig, type Rig } from './rig';
import type { RecordedRequest } from '../../demo/fixture-server';

const main = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  optInButtonText: `Subscribe to ${title}`,
  whenDisplay: ['immediately', 0],
  showAgain: ['always', 0],
  showAgainIfClosed: ['always', 0],
  ...extra,
});
const submitted = (title: string) => ({ title: `${title}: thanks`, ctaText: 'Open Messenger' });

const widgets = [
  { widget_id: 11, widget_type: 'bar', data: { main: main('Bar'), submitted: submitted('Bar') } },
  { widget_id: 12, widget_type: 'modal', data: { main: main('Modal', { whenDisplay: ['delay', 1] }), submitted: submitted('Modal') } },
  { widget_id: 13, widget_type: 'box', data: { main: main('Box A'), submitted: submitted('Box A') } },
  { widget_id: 14, widget_type: 'box', data: { main: main('Box B'), submitted: submitted('Box B') } },
];

const page = pageWithLoader(
  `<h1>Article</h1>
   <div class="mcwidget-embed" data-widget-id="13"></div>
   <mc-box data-widget-id="14" data-widget-payload="spring"></mc-box>`,
  'data-account-id="1234567" data-fb-sdk-url="/blocked/sdk.js"',
);

type LoggedEvent = { event: string; payload: Record<string, unknown> };
const events = (requests: RecordedRequest[]): LoggedEvent[] => requests.map((request) => request.body as LoggedEvent);

describe('card widgets in a real page', () => {
  let rig: Rig;
  before(async () => {
    rig = await startRig({
      load: { app: { pageId: '1234567', fb_page_id: '1234567', appId: '9876' }, widgets },
      pages: { '/article': page },
      routes: { 'GET /blocked/sdk.js': () => ({ status: 404, body: 'blocked' }) },
    });
  });
  after(() => rig.close());

  it('opens, closes and opts in through the fallback, with the impression and the expected calls', async () => {
    const context = await rig.newContext();
    // The messenger's site stands in for itself: this machine has no way out.
    await context.route('https://m.me/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Messenger</title>' }),
    );
    const { page: tab, pageErrors } = await rig.open('/article', { context });

    // Both boxes and the bar show their fallback at once, since the SDK cannot load; the modal after 1 s.
    await tab.waitForSelector('mc-bar[data-state="open"]');
    await tab.waitForSelector('mc-box[data-widget-id="13"][data-state="open"]');
    await tab.waitForSelector('mc-box[data-widget-id="14"][data-state="open"]');
    await tab.waitForSelector('mc-modal[data-state="open"]', { timeout: 5000 });
    assert.equal(await tab.locator('mc-box[data-widget-id="14"] [part~="fallback-button"]').textContent(), 'Subscribe to Box B');

    // The visitor closes the modal with its Close button.
    await tab.locator('mc-modal button[aria-label="Close"]').click();
    await tab.waitForSelector('mc-modal[data-state="closed"]', { state: 'attached' });

    // …and opts in through the box that carries a payload: the messenger opens in a new tab with the ref.
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      tab.locator('mc-box[data-widget-id="14"] [part~="fallback-button"]').click(),
    ]);
    await popup.waitForLoadState();
    const link = new URL(popup.url());
    assert.equal(`${link.origin}${link.pathname}`, 'https://m.me/1234567');
    assert.match(link.searchParams.get('ref') ?? '', /^14_[^_]+_14-\d+--spring$/);
    await tab.waitForSelector('mc-box[data-widget-id="14"][data-state="submitted"]', { state: 'attached' });
    assert.equal(await tab.locator('mc-box[data-widget-id="14"] [part~="title"]').textContent(), 'Box B: thanks');
    assert.equal(await tab.locator('mc-box[data-widget-id="13"]').getAttribute('data-state'), 'open');

    // The server saw the load, one impression per widget, the modal closed without an opt-in request
    // and the opt-in through the box's fallback.
    const logged = async () => events(rig.server.requestsTo('/pixel/logEvent'));
    const analyticsOf = (seen: LoggedEvent[]) =>
      seen
        .filter((event) => event.event === 'mc_shopify_analytics')
        .map((event) => [event.payload['widget_type'], event.payload['status_description']]);
    const deadline = Date.now() + 5000;
    let seen = await logged();
    while (Date.now() < deadline && analyticsOf(seen).length < 2) {
      await tab.waitForTimeout(100);
      seen = await logged();
    }
    await tab.waitForTimeout(300);
    seen = await logged();
    assert.equal(rig.server.requestsTo('/load').length, 1);
    const impressions = seen.filter((event) => event.event === 'impression').map((event) => event.payload['widget_id']);
    assert.deepEqual([...impressions].sort(), [11, 12, 13, 14]);
    assert.deepEqual(analyticsOf(seen).sort(), [
      ['box', 'messenger_fallback_clicked'],
      ['modal', 'closed_without_optin_request'],
    ]);
    assert.deepEqual(pageErrors, []);
  });
});
