// The SMS calls (docs/server.md#the-visitor-api): phone validation, idempotent subscription, refs, the opt-in check, rate limits.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_ACCOUNT_ID, DEMO_WIDGET_IDS } from '../../server/seed';
import { json, startTestServer, testConfig, type TestServer } from './helpers';

const VALID_PHONE = '+12015550123';

function optin(overrides: Record<string, unknown> = {}) {
  return {
    account_id: DEMO_ACCOUNT_ID,
    widget_id: DEMO_WIDGET_IDS.smsCard,
    phone_number: VALID_PHONE,
    session_id: 'session-a',
    widget_sign: '',
    ...overrides,
  };
}

describe('SMS opt-in', () => {
  let server: TestServer;
  before(async () => {
    // These cases send the same number again and again; rate-limits.test.ts covers its limit.
    server = await startTestServer({
      config: { rateLimits: { ...testConfig().rateLimits, smsPerPhone: { max: 1000, windowMs: 60_000 } } },
    });
  });
  after(() => server.close());

  const post = (url: string, payload: unknown) => server.app.inject({ method: 'POST', url, payload: payload as object });
  const subscribe = (body: Record<string, unknown>) => post('/widget/createSubscriberByPhoneNumber', body);

  it('subscribes a valid number, and the opt-in check then says yes for that session only', async () => {
    const check = (session: string) =>
      server.app.inject({ method: 'GET', url: `/pixel/checkOptin?account_id=${DEMO_ACCOUNT_ID}&session_id=${session}` });
    assert.deepEqual(json(await check('session-a')), { has_opted_in: false });
    const response = await subscribe(optin());
    assert.equal(response.statusCode, 200);
    assert.deepEqual(json(response), { state: true, errors: [] });
    assert.deepEqual(json(await check('session-a')), { has_opted_in: true });
    assert.deepEqual(json(await check('session-b')), { has_opted_in: false });
    assert.equal((await check('session-a')).headers['cache-control'], 'no-store');
  });

  // Guards the launcher's SMS channel being credited with the SMS card's subscription (4 opt-ins for 2 subscribers).
  it('says yes to the check asked for a widget only for a subscription through that widget', async () => {
    const check = (widget: number) =>
      server.app.inject({ method: 'GET', url: `/pixel/checkOptin?account_id=${DEMO_ACCOUNT_ID}&session_id=session-w&widget_id=${widget}` });
    await subscribe(
      optin({
        session_id: 'session-w',
        phone_number: '+12015550155',
        legal_text: 'By subscribing you agree.',
        button_text: 'Text me',
        page_url: 'http://127.0.0.1/sms',
      }),
    );
    assert.deepEqual(json(await check(DEMO_WIDGET_IDS.smsCard)), { has_opted_in: true });
    assert.deepEqual(json(await check(DEMO_WIDGET_IDS.launcher)), { has_opted_in: false });
    const [stored] = (await server.storage.latestSubscribers(DEMO_ACCOUNT_ID, 100)).filter(
      (subscriber) => subscriber.phoneNumber === '+12015550155',
    );
    const widget = await server.storage.getWidget(DEMO_WIDGET_IDS.smsCard);
    assert.deepEqual(
      [stored?.consent?.legalText, stored?.consent?.buttonText, stored?.consent?.pageUrl, stored?.consent?.widgetUpdatedAt],
      ['By subscribing you agree.', 'Text me', 'http://127.0.0.1/sms', widget?.updatedAt],
    );
  });

  it('treats a repeat subscription as a success that stores nothing new', async () => {
    const before = await server.storage.latestSubscribers(DEMO_ACCOUNT_ID, 100);
    const again = await subscribe(optin({ phone_number: '+1 (201) 555-0123', session_id: 'session-c' }));
    assert.deepEqual(json(again), { state: true, errors: [] });
    const afterRepeat = await server.storage.latestSubscribers(DEMO_ACCOUNT_ID, 100);
    assert.equal(afterRepeat.length, before.length);
    assert.equal(await server.storage.hasOptedIn(DEMO_ACCOUNT_ID, 'session-c'), true, 'the new session is opted in');
  });

  it('answers an invalid number with state false and a message a visitor can act on', async () => {
    for (const phone of ['', '+1', '+1201', '+15550100123', '+999123456', '12015550123', 'call me']) {
      const response = await subscribe(optin({ phone_number: phone, session_id: `bad-${phone}` }));
      assert.equal(response.statusCode, 200, phone);
      const body = json<{ state: boolean; errors: string[] }>(response);
      assert.equal(body.state, false, phone);
      assert.equal(body.errors.length, 1, phone);
      assert.match(body.errors[0] ?? '', /phone|number|country/i, phone);
    }
  });

  it('refuses a malformed request with 400 naming the field', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...optin(), phone_number: undefined }, /phone_number/],
      [{ ...optin(), phone_number: { number: 1 } }, /phone_number/],
      [{ ...optin(), widget_id: 'forty-two' }, /widget_id/],
      [{ ...optin(), session_id: '' }, /session_id/],
      [{ ...optin(), account_id: 'acme' }, /account_id/],
      [{ ...optin(), widget_sign: ['x'] }, /widget_sign/],
    ];
    for (const [body, field] of cases) {
      const response = await subscribe(body);
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      assert.match(json(response).message as string, field);
    }
  });

  it('says the form is gone for a widget of another account or none at all', async () => {
    for (const body of [optin({ widget_id: 999_999 }), optin({ account_id: '7654321' })]) {
      const answer = json<{ state: boolean; errors: string[] }>(await subscribe(body));
      assert.equal(answer.state, false);
      assert.match(answer.errors[0] ?? '', /not available/);
    }
  });

  it('checks the widget_sign when the widget has one', async () => {
    await server.admin('PATCH', `/admin/api/widgets/${DEMO_WIDGET_IDS.smsCard}`, { widget_sign: 'sig-1' });
    const wrong = json<{ state: boolean; errors: string[] }>(await subscribe(optin({ widget_sign: 'sig-0', session_id: 'signed' })));
    assert.equal(wrong.state, false);
    assert.match(wrong.errors[0] ?? '', /changed/);
    const right = json(await subscribe(optin({ widget_sign: 'sig-1', session_id: 'signed' })));
    assert.equal(right.state, true);
    await server.admin('PATCH', `/admin/api/widgets/${DEMO_WIDGET_IDS.smsCard}`, { widget_sign: '' });
  });

  it('gives a session the same SMS ref every time, and another session another one', async () => {
    const ref = async (session: string) =>
      json<{ state: boolean; ref: string }>(
        await post('/widget/generateSMSRef', { account_id: DEMO_ACCOUNT_ID, widget_id: DEMO_WIDGET_IDS.smsCard, session_id: session }),
      );
    const first = await ref('ref-session');
    assert.equal(first.state, true);
    assert.match(first.ref, /^[2-9A-HJKMNP-Z]{8}$/);
    assert.equal((await ref('ref-session')).ref, first.ref);
    assert.notEqual((await ref('ref-other')).ref, first.ref);
  });

  it('refuses a malformed SMS ref or opt-in check request with 400 naming the field', async () => {
    const refResponse = await post('/widget/generateSMSRef', { account_id: DEMO_ACCOUNT_ID, widget_id: DEMO_WIDGET_IDS.smsCard });
    assert.equal(refResponse.statusCode, 400);
    assert.match(json(refResponse).message as string, /session_id/);
    const check = await server.app.inject({ method: 'GET', url: `/pixel/checkOptin?account_id=${DEMO_ACCOUNT_ID}` });
    assert.equal(check.statusCode, 400);
    assert.match(json(check).message as string, /session_id/);
  });
});

describe('SMS rate limits', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({
      config: {
        rateLimits: {
          ...testConfig().rateLimits,
          smsPerIp: { max: 6, windowMs: 60_000 },
          smsPerSession: { max: 3, windowMs: 60_000 },
          smsPerPhone: { max: 1000, windowMs: 60_000 },
        },
      },
    });
  });
  after(() => server.close());

  const subscribe = (session: string, ip: string) =>
    server.app.inject({
      method: 'POST',
      url: '/widget/createSubscriberByPhoneNumber',
      remoteAddress: ip,
      payload: optin({ session_id: session }),
    });

  it('answers 429 once one session has tried too often, while another session still gets through', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await subscribe('busy-session', '10.0.0.1')).statusCode);
    assert.deepEqual(statuses, [200, 200, 200, 429]);
    const limited = await subscribe('busy-session', '10.0.0.1');
    assert.match(json(limited).message as string, /session/);
    assert.ok(Number(limited.headers['retry-after']) > 0);
    assert.equal((await subscribe('calm-session', '10.0.0.1')).statusCode, 200);
  });

  it('answers 429 once one address has tried too often, whatever the session', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 7; attempt += 1) statuses.push((await subscribe(`rotating-${attempt}`, '10.0.0.2')).statusCode);
    assert.deepEqual(statuses, [200, 200, 200, 200, 200, 200, 429]);
    assert.match(json(await subscribe('rotating-x', '10.0.0.2')).message as string, /address/);
    assert.equal((await subscribe('rotating-y', '10.0.0.3')).statusCode, 200, 'another address is not limited');
  });
});
