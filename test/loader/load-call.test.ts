import '../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { getJson } from '../../src/loader/load-call';
import { rejection } from '../support/rejection';

const URL_ = 'https://api.example.com/load?account_id=1&hash=';

describe('the load call (docs/load-answer.md#the-call)', () => {
  let fetchStub: sinon.SinonStub;
  afterEach(() => fetchStub?.restore());

  const answer = (body: string, status = 200) => (fetchStub = sinon.stub(window, 'fetch').resolves(new Response(body, { status })));

  it('reads the JSON answer, asking for JSON', async () => {
    answer('{"app":{},"widgets":[]}');
    expect(await getJson(URL_, 1000)).to.deep.equal({ app: {}, widgets: [] });
    expect(fetchStub.firstCall.args[0]).to.equal(URL_);
    expect((fetchStub.firstCall.args[1] as RequestInit).headers).to.deep.equal({ Accept: 'application/json' });
  });

  it('reads an empty body as undefined', async () => {
    answer('');
    expect(await getJson(URL_, 1000)).to.equal(undefined);
  });

  it('rejects a non-2xx answer with the documented message, the URL and the status', async () => {
    answer('Internal Server Error', 500);
    expect((await rejection(getJson(URL_, 1000))).message).to.equal(`Newtwork GET error ${URL_} 500`);
  });

  it('rejects a body that is not JSON', async () => {
    answer('<html>login</html>');
    const error = await rejection(getJson(URL_, 1000));
    expect(error.message).to.match(/^Newtwork GET error .* 200 \(the answer is not valid JSON\)$/);
  });

  it('rejects with status 0 when there is no connection', async () => {
    fetchStub = sinon.stub(window, 'fetch').rejects(new TypeError('Failed to fetch'));
    expect((await rejection(getJson(URL_, 1000))).message).to.equal(`Newtwork GET error ${URL_} 0 (Failed to fetch)`);
  });

  it('gives up after the time-out even if fetch ignores the signal', async () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fetchStub = sinon.stub(window, 'fetch').returns(new Promise<Response>(() => undefined));
      const pending = rejection(getJson(URL_, 8000));
      await clock.tickAsync(8000);
      expect((await pending).message).to.equal(`Newtwork GET error ${URL_} 0 (timeout after 8000 ms)`);
      expect((fetchStub.firstCall.args[1] as RequestInit).signal?.aborted).to.equal(true);
    } finally {
      clock.restore();
    }
  });
});

describe('the load call without fetch', () => {
  it('rejects with the documented message when the page removed fetch', async () => {
    const original = window.fetch;
    (window as { fetch?: unknown }).fetch = undefined;
    try {
      expect((await rejection(getJson(URL_, 1000))).message).to.match(
        /^Newtwork GET error https:\/\/api\.example\.com\/load\?account_id=1&hash= 0 \(/,
      );
    } finally {
      window.fetch = original;
    }
  });
});
