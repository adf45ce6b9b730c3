// Local storage as hostile pages and browsers leave it: a getter that throws (sandboxed frames,
// blocked cookies), writes that throw quota errors, and our own keys full of garbage or of values
// of the wrong shape (another script, an older version, a hand edit).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assertBothOptIn, assertHealthy, hostPage, startHostileRig, type HostileRig } from './hostile-page';

const THROWING_GETTER = `Object.defineProperty(window, 'localStorage', {
  configurable: true,
  get: function () { throw new DOMException('The operation is insecure.', 'SecurityError'); }
});`;

const QUOTA_EXCEEDED = `Storage.prototype.setItem = function () {
  throw new DOMException("Failed to execute 'setItem' on 'Storage': Setting the value exceeded the quota.", 'QuotaExceededError');
};`;

/** Sets our keys before our script runs; only on the host's pages (not the messenger tab). */
const stored = (values: Record<string, string>) => `if (location.pathname.indexOf('/storage') === 0) {
  var values = ${JSON.stringify(values)};
  for (var key in values) localStorage.setItem(key, values[key]);
}`;

const GARBAGE = stored({
  mc_session: '{"userId": "abc", "widgets": {',
  mc_pixel_session: '\u0000\uFFFFnot json at all',
  mc_event_queue: '[{"id": "e1", "url": ',
  mc_render_timeout: 'soon',
  mc_launcher_last_seen: '{{{',
  'sms-keyword-ref': '\uD800',
  mc_load_1234567: '{"until": 99999999999999, "answer": {"app": ',
});

/** Valid JSON, wrong shapes; the queued event points at a URL no request can be sent to. */
const WRONG_SHAPES = stored({
  mc_session: '{"userId": 5, "widgets": "none"}',
  mc_pixel_session: '{"sessionId": {}, "pageId": null, "hasOptedIn": "yes", "custom": []}',
  mc_event_queue: JSON.stringify([
    { id: 'poisoned', url: 'javascript:window.__xss=1', body: '{}' },
    { id: 'bogus', url: 'http://[::1', body: '{}' },
    { id: 'elsewhere', url: 'ftp://127.0.0.1/pixel/logEvent', body: '{}' },
  ]),
  mc_render_timeout: '{"ms": -1}',
  mc_launcher_last_seen: '[1, 2, 3]',
  // A kept load answer in force whose widgets cannot be read: the page asks the server instead.
  mc_load_1234567: JSON.stringify({ until: 99999999999999, answer: { app: 'x', widgets: 'none' } }),
});

const logged = (hostile: HostileRig, since: number) =>
  hostile.rig.server
    .requestsTo('/pixel/logEvent')
    .filter((request) => request.at >= since)
    .map((request) => request.body as Record<string, unknown>);

async function waitFor(condition: () => boolean, what: string, timeoutMs = 6000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('hostile storage', () => {
  let hostile: HostileRig;
  before(async () => {
    hostile = await startHostileRig({ pages: { '/storage': hostPage() } });
  });
  after(() => hostile.close());

  it('localStorage throwing on access: widgets work from memory, no_local_storage is reported', async () => {
    const since = Date.now();
    const tab = await hostile.open('/storage', { init: THROWING_GETTER });
    await assertBothOptIn(tab);
    await waitFor(
      () => logged(hostile, since).some((body) => JSON.stringify(body.payload).includes('no_local_storage')),
      'the no_local_storage analytics',
    );
    await assertHealthy(tab);
  });

  it('setItem throwing quota errors: widgets work, one warning', async () => {
    const tab = await hostile.open('/storage', { init: QUOTA_EXCEEDED });
    await assertBothOptIn(tab);
    await assertHealthy(tab);
    assert.equal(tab.console.filter((line) => line.text.includes('local storage write failed')).length, 1);
  });

  it('garbage in our stored keys: ignored and replaced, widgets work', async () => {
    const tab = await hostile.open('/storage', { init: GARBAGE });
    await assertBothOptIn(tab);
    await assertHealthy(tab);
    const session = (await tab.page.evaluate('JSON.parse(localStorage.getItem("mc_session"))')) as { userId: unknown };
    assert.equal(typeof session.userId, 'string');
    const pixel = (await tab.page.evaluate('JSON.parse(localStorage.getItem("mc_pixel_session"))')) as {
      sessionId: unknown;
      pageId: unknown;
    };
    assert.equal(typeof pixel.sessionId, 'string');
    assert.equal(pixel.pageId, '1234567');
  });

  // Regression: a stored event whose URL no request can carry was retried for ever and held up every event behind it.
  it('stored values of the wrong shape, a poisoned event queue among them: events still reach the server', async () => {
    const since = Date.now();
    const tab = await hostile.open('/storage', { init: WRONG_SHAPES });
    await assertBothOptIn(tab);
    // The impression of each widget arrives although the queue started with events no request can carry.
    await waitFor(() => logged(hostile, since).filter((body) => body.event === 'impression').length >= 2, 'two impressions');
    assert.ok(logged(hostile, since).every((body) => typeof body.event === 'string' && body.event_id !== 'poisoned'));
    await assertHealthy(tab);
  });
});
