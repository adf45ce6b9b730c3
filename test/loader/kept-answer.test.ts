import '../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { keepSeconds } from '../../src/loader/kept-answer';
import { fetchLoadAnswer } from '../../src/loader/load-call';
import type { LoadAnswer } from '../../src/runtime/config';
import { createStorage } from '../../src/runtime/storage';
import type { ScriptSettings } from '../../src/runtime/types';
import { makeStorage } from '../support/fake-storage';

describe('keepSeconds: how long the server lets a load answer stand in (RFC 5861)', () => {
  const cases: Array<[string | null, number]> = [
    [null, 0],
    ['', 0],
    ['public, no-cache', 0],
    ['public, max-age=300', 0],
    ['public, no-cache, stale-while-revalidate=3600', 3600],
    ['max-age=0,stale-while-revalidate=60', 60],
    ['Public, No-Cache, Stale-While-Revalidate=120', 120],
    ['stale-while-revalidate=0', 0],
    ['stale-while-revalidate=', 0],
    ['stale-while-revalidate=abc', 0],
    // Never more than a day, whatever the server says.
    ['no-cache, stale-while-revalidate=31536000', 86_400],
  ];
  for (const [header, seconds] of cases) {
    it(`${JSON.stringify(header)} → ${seconds}`, () => expect(keepSeconds(header)).to.equal(seconds));
  }
});

describe('the load answer kept for repeat visits', () => {
  const ACCOUNT = '1234567';
  const KEY = `mc_load_${ACCOUNT}`;
  const settings = (debug = false): ScriptSettings => ({
    scriptUrl: 'https://cdn.example.com/mc-widgets.js',
    accountId: ACCOUNT,
    host: 'https://api.example.com',
    hash: '',
    nonce: '',
    fbSdkUrl: '',
    locale: '',
    debug,
  });
  const answerWith = (title: string) => ({
    app: { pageId: ACCOUNT },
    widgets: [{ widget_id: 42, widget_type: 'bar', data: { main: { title } } }],
  });
  const SWR = { 'cache-control': 'public, no-cache, stale-while-revalidate=3600' };

  let clock: sinon.SinonFakeTimers;
  let fetchStub: sinon.SinonStub;
  let backing: ReturnType<typeof makeStorage>;
  let warn: sinon.SinonStub;
  beforeEach(() => {
    clock = sinon.useFakeTimers({ now: 1_800_000_000_000, toFake: ['Date'] });
    backing = makeStorage();
    warn = sinon.stub();
  });
  afterEach(() => {
    clock.restore();
    fetchStub?.restore();
  });

  /** The server's answer, held until `release()` when `held`. */
  function serve(body: unknown, { status = 200, headers = SWR as Record<string, string>, held = false } = {}) {
    let release!: () => void;
    const gate = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
    fetchStub = sinon.stub(window, 'fetch').callsFake(async () => {
      await gate;
      return new Response(JSON.stringify(body), { status, headers });
    });
    return { release: () => release() };
  }
  const offline = () => (fetchStub = sinon.stub(window, 'fetch').rejects(new TypeError('Failed to fetch')));
  const load = (debug = false) =>
    fetchLoadAnswer(
      settings(debug),
      { warn },
      createStorage(() => backing),
    );
  const kept = () => JSON.parse(backing.data.get(KEY) ?? 'null') as { until: number; answer: unknown } | null;
  const keep = (answer: unknown, ageMs: number, seconds = 3600) =>
    backing.data.set(KEY, JSON.stringify({ until: Date.now() - ageMs + seconds * 1000, answer }));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const widgetsOf = (answer: LoadAnswer) => (answer.ok ? answer.widgets.map((widget) => widget.widgetId) : 'not ok');

  it('a first visit waits for the server and keeps its answer for the time the server allows', async () => {
    serve(answerWith('fresh'));
    const answer = await load();
    expect(widgetsOf(answer)).to.deep.equal([42]);
    await settle();
    expect(kept()).to.deep.equal({ until: Date.now() + 3600 * 1000, answer: answerWith('fresh') });
  });

  it('a repeat visit decides with the kept answer without waiting, and the fresh one replaces it', async () => {
    keep(answerWith('kept'), 60_000);
    const { release } = serve(answerWith('fresh'), { held: true });
    const answer = await load();
    expect(fetchStub.callCount, 'the load call still goes').to.equal(1);
    expect(answer.ok && answer.app.pageId).to.equal(ACCOUNT);
    expect(JSON.stringify(answer)).to.contain('kept');
    release();
    await settle();
    await settle();
    expect(kept()?.answer).to.deep.equal(answerWith('fresh'));
  });

  const notUsed: Array<[string, () => void]> = [
    ['past its time', () => keep(answerWith('kept'), 3601 * 1000)],
    ['of another account', () => backing.data.set('mc_load_999', JSON.stringify({ until: Date.now() + 1e6, answer: answerWith('kept') }))],
    ['not JSON', () => backing.data.set(KEY, '{"until": ')],
    ['without a time', () => backing.data.set(KEY, JSON.stringify({ answer: answerWith('kept') }))],
    ['null', () => backing.data.set(KEY, 'null')],
    ['an answer that cannot be read', () => keep({ widgets: 'none' }, 0)],
  ];
  for (const [name, arrange] of notUsed) {
    it(`a kept answer ${name} is not used: the page waits for the server`, async () => {
      arrange();
      serve(answerWith('fresh'));
      const answer = await load();
      expect(JSON.stringify(answer)).to.contain('fresh');
      expect(JSON.stringify(answer)).not.to.contain('kept');
    });
  }

  it('an owner debugging the page always gets the server answer', async () => {
    keep(answerWith('kept'), 0);
    serve(answerWith('fresh'));
    expect(JSON.stringify(await load(true))).to.contain('fresh');
  });

  const removedBy: Array<[string, () => void]> = [
    ['a refusal (404: the account is gone)', () => serve({ error: 'no account' }, { status: 404 })],
    ['a server error', () => serve({}, { status: 500 })],
    ['an answer that may not be kept', () => serve(answerWith('fresh'), { headers: { 'cache-control': 'public, no-cache' } })],
  ];
  for (const [name, arrange] of removedBy) {
    it(`${name} removes the kept answer`, async () => {
      keep(answerWith('kept'), 0);
      arrange();
      await load();
      await settle();
      await settle();
      expect(backing.data.has(KEY)).to.equal(false);
    });
  }

  it('no answer at all (offline) leaves the kept answer for the next page', async () => {
    keep(answerWith('kept'), 0);
    offline();
    const answer = await load();
    expect(JSON.stringify(answer)).to.contain('kept');
    await settle();
    expect(kept()?.answer).to.deep.equal(answerWith('kept'));
    expect(warn.callCount, 'nothing to warn about: the page has its widgets').to.equal(0);
  });

  it('offline without a kept answer warns once and loads no widget', async () => {
    offline();
    const answer = await load();
    expect(answer.ok).to.equal(false);
    expect(warn.callCount).to.equal(1);
  });

  it('storage that refuses writes costs nothing but the repeat-visit speed', async () => {
    backing = makeStorage({ failWrites: true });
    const quiet = sinon.stub(console, 'warn');
    try {
      serve(answerWith('fresh'));
      expect(widgetsOf(await load())).to.deep.equal([42]);
    } finally {
      quiet.restore();
    }
  });
});
