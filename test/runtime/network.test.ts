import '../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { NetworkError, provideJsonWriter, redactUrl, request, withQuery } from '../../src/runtime/network';
import { stringifyJson } from '../../src/runtime/json';
import { NETWORK_GET_ERROR, NETWORK_POST_ERROR, REQUEST_TIMEOUT_MS } from '../../src/runtime/constants';
import { rejection } from '../support/rejection';

const HOST = 'https://api.example.com';

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch stub answering with `response`, or never when none is given. */
function makeFetch(response?: Response | (() => Promise<Response>)) {
  return sinon.stub<Parameters<typeof fetch>, ReturnType<typeof fetch>>().callsFake(() => {
    if (typeof response === 'function') return response();
    return response ? Promise.resolve(response) : new Promise<Response>(() => {});
  });
}

describe('withQuery', () => {
  const cases: Array<[string, string, Record<string, string | number | undefined> | undefined, string]> = [
    ['adds parameters', `${HOST}/load`, { account_id: 1234567, hash: 'abc' }, `${HOST}/load?account_id=1234567&hash=abc`],
    ['leaves out undefined values', `${HOST}/load`, { account_id: 1, hash: undefined }, `${HOST}/load?account_id=1`],
    ['keeps empty strings (the contract sends hash=)', `${HOST}/load`, { hash: '' }, `${HOST}/load?hash=`],
    ['encodes values', `${HOST}/x`, { shop: 'a b&c.myshopify.com' }, `${HOST}/x?shop=a+b%26c.myshopify.com`],
    ['extends an existing query', `${HOST}/x?a=1`, { b: 2 }, `${HOST}/x?a=1&b=2`],
    ['keeps a fragment last', `${HOST}/x#top`, { b: 2 }, `${HOST}/x?b=2#top`],
    ['changes nothing without parameters', `${HOST}/x`, undefined, `${HOST}/x`],
    ['changes nothing with only undefined values', `${HOST}/x`, { a: undefined }, `${HOST}/x`],
  ];
  for (const [name, url, query, expected] of cases) {
    it(name, () => expect(withQuery(url, query)).to.equal(expected));
  }
});

describe('redactUrl', () => {
  const cases: Array<[string, string]> = [
    [`${HOST}/load?account_id=1&hash=x`, `${HOST}/load?account_id=1&hash=x`],
    [`${HOST}/shopify/getCart?token=abc&hmac=def&shop=s`, `${HOST}/shopify/getCart?token=***&hmac=***&shop=s`],
    [`${HOST}/x?mcp_token=eyJ.a.b`, `${HOST}/x?mcp_token=***`],
    [`${HOST}/x?token_new=1&widget_sign=2`, `${HOST}/x?token_new=***&widget_sign=***`],
    [`${HOST}/x?cart_token=1#frag`, `${HOST}/x?cart_token=***#frag`],
  ];
  for (const [input, expected] of cases) {
    it(`${input} → ${expected}`, () => expect(redactUrl(input)).to.equal(expected));
  }
});

describe('request', () => {
  describe('successful answers', () => {
    it('GETs JSON with the query appended', async () => {
      const fetchImpl = makeFetch(jsonResponse({ app: {}, widgets: [] }));
      const result = await request('GET', `${HOST}/load`, { query: { account_id: '1234567', hash: '' }, fetchImpl });
      expect(result).to.deep.equal({ app: {}, widgets: [] });
      const [url, init] = fetchImpl.firstCall.args;
      expect(url).to.equal(`${HOST}/load?account_id=1234567&hash=`);
      expect(init?.method).to.equal('GET');
      expect(init?.body).to.equal(undefined);
    });

    it('POSTs a JSON body with a JSON content type', async () => {
      const fetchImpl = makeFetch(jsonResponse({ state: true, ref: 'r1' }));
      const body = { account_id: 1, widget_id: 42, session_id: 's' };
      const result = await request('POST', `${HOST}/widget/generateSMSRef`, { body, fetchImpl });
      expect(result).to.deep.equal({ state: true, ref: 'r1' });
      const init = fetchImpl.firstCall.args[1]!;
      expect(init.method).to.equal('POST');
      expect(init.body).to.equal(JSON.stringify(body));
      expect((init.headers as Record<string, string>)['Content-Type']).to.equal('application/json');
    });

    it('passes keepalive through for events that must outlive the page', async () => {
      const fetchImpl = makeFetch(new Response(null, { status: 200 }));
      await request('POST', `${HOST}/pixel/logEvent`, { body: {}, keepalive: true, fetchImpl });
      expect(fetchImpl.firstCall.args[1]?.keepalive).to.equal(true);
    });

    const empty: Array<[string, () => Response]> = [
      ['a 200 with no body', () => new Response(null, { status: 200 })],
      ['a 200 with a blank body', () => new Response('  \n', { status: 200 })],
      ['a 204', () => new Response(null, { status: 204 })],
    ];
    for (const [name, make] of empty) {
      it(`resolves undefined for ${name}`, async () => {
        expect(await request('POST', `${HOST}/pixel/logEvent`, { body: {}, fetchImpl: makeFetch(make()) })).to.equal(undefined);
      });
    }

    it('uses window.fetch, looked up at call time, when no fetchImpl is given', async () => {
      const stub = sinon.stub(window, 'fetch').resolves(jsonResponse({ has_opted_in: true }));
      try {
        expect(await request('GET', `${HOST}/pixel/checkOptin`)).to.deep.equal({ has_opted_in: true });
        expect(stub.calledOnce).to.equal(true);
      } finally {
        stub.restore();
      }
    });
  });

  // docs/load-answer.md#network-errors: "a non-200 status gives a network error containing the URL and status".
  describe('error statuses', () => {
    const cases: Array<['GET' | 'POST', number, string]> = [
      ['GET', 404, NETWORK_GET_ERROR],
      ['GET', 500, NETWORK_GET_ERROR],
      ['POST', 400, NETWORK_POST_ERROR],
      ['POST', 503, NETWORK_POST_ERROR],
      ['GET', 301, NETWORK_GET_ERROR],
    ];
    for (const [method, status, prefix] of cases) {
      it(`${method} ${status} rejects with "${prefix} <url> ${status}"`, async () => {
        const url = `${HOST}/widget/createSubscriberByPhoneNumber`;
        const fetchImpl = makeFetch(jsonResponse({ errors: ['x'] }, status));
        const error = await rejection<NetworkError>(request(method, url, { body: method === 'POST' ? {} : undefined, fetchImpl }));
        expect(error).to.be.instanceOf(NetworkError);
        expect(error.message.startsWith(`${prefix} ${url} ${status}`)).to.equal(true);
        expect(error.status).to.equal(status);
        expect(error.url).to.equal(url);
        expect(error.kind).to.equal('status');
      });
    }

    it('spells the prefixes exactly as the spec does', async () => {
      const get = await rejection<NetworkError>(request('GET', `${HOST}/a`, { fetchImpl: makeFetch(new Response('', { status: 500 })) }));
      const post = await rejection<NetworkError>(request('POST', `${HOST}/a`, { fetchImpl: makeFetch(new Response('', { status: 500 })) }));
      expect(get.message).to.match(/^Newtwork GET error /);
      expect(post.message).to.match(/^Newtwork POST error /);
    });

    it('includes the query, but never a token, in the message and url', async () => {
      const fetchImpl = makeFetch(new Response('', { status: 403 }));
      const error = await rejection<NetworkError>(
        request('GET', `${HOST}/shopify/getCart`, { query: { token: 'secret-cart', hmac: 'secret-hmac', shop: 's' }, fetchImpl }),
      );
      expect(error.message).to.contain(`${HOST}/shopify/getCart?token=***&hmac=***&shop=s 403`);
      expect(error.message).to.not.contain('secret');
      expect(error.url).to.not.contain('secret');
      // The request itself still carries the real values.
      expect(fetchImpl.firstCall.args[0]).to.contain('token=secret-cart');
    });

    it('does not put the POST body (which may hold the pixel token) in the error', async () => {
      const fetchImpl = makeFetch(new Response('', { status: 500 }));
      const error = await rejection<NetworkError>(
        request('POST', `${HOST}/pixel/logMoneyEvent`, { body: { token: 'secret-jwt' }, fetchImpl }),
      );
      expect(error.message).to.not.contain('secret-jwt');
    });
  });

  describe('bodies that are not JSON', () => {
    it('rejects with a clear error naming the URL', async () => {
      const fetchImpl = makeFetch(new Response('<html>oops</html>', { status: 200 }));
      const error = await rejection<NetworkError>(request('GET', `${HOST}/load`, { fetchImpl }));
      expect(error).to.be.instanceOf(NetworkError);
      expect(error.kind).to.equal('invalid-json');
      expect(error.message).to.contain(`${HOST}/load`).and.to.contain('not valid JSON');
      expect(error.message.startsWith(NETWORK_GET_ERROR)).to.equal(true);
    });
  });

  describe('transport failures', () => {
    it('wraps a rejected fetch with status 0 and keeps the cause', async () => {
      const cause = new TypeError('Failed to fetch');
      const fetchImpl = makeFetch(() => Promise.reject(cause));
      const error = await rejection<NetworkError>(request('POST', `${HOST}/pixel/logEvent`, { body: {}, fetchImpl }));
      expect(error.message.startsWith(`${NETWORK_POST_ERROR} ${HOST}/pixel/logEvent 0`)).to.equal(true);
      expect(error.status).to.equal(0);
      expect(error.kind).to.equal('transport');
      expect(error.cause).to.equal(cause);
    });
  });

  describe('time-outs and aborts', () => {
    let clock: sinon.SinonFakeTimers;
    beforeEach(() => {
      clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    });
    afterEach(() => {
      clock.restore();
    });

    it(`gives up after REQUEST_TIMEOUT_MS (${REQUEST_TIMEOUT_MS} ms) even if fetch ignores the signal`, async () => {
      const fetchImpl = makeFetch();
      let settled = false;
      const pending = rejection<NetworkError>(request('GET', `${HOST}/load`, { fetchImpl })).finally(() => (settled = true));
      await clock.tickAsync(REQUEST_TIMEOUT_MS - 1);
      expect(settled).to.equal(false);
      await clock.tickAsync(1);
      const error = await pending;
      expect(error.message.startsWith(`${NETWORK_GET_ERROR} ${HOST}/load 0`)).to.equal(true);
      expect(error.message).to.contain('timeout');
      expect(error.status).to.equal(0);
      expect(error.kind).to.equal('timeout');
      expect(fetchImpl.firstCall.args[1]?.signal?.aborted).to.equal(true);
    });

    it('honours a custom time-out', async () => {
      const pending = rejection<NetworkError>(request('POST', `${HOST}/x`, { body: {}, timeoutMs: 100, fetchImpl: makeFetch() }));
      await clock.tickAsync(100);
      const error = await pending;
      expect(error.kind).to.equal('timeout');
      expect(error.message.startsWith(NETWORK_POST_ERROR)).to.equal(true);
    });

    it('clears its timer once answered', async () => {
      await request('GET', `${HOST}/x`, { fetchImpl: makeFetch(jsonResponse({})) });
      expect(clock.countTimers()).to.equal(0);
    });

    it("rejects when the caller's signal aborts", async () => {
      const controller = new AbortController();
      const pending = rejection<NetworkError>(request('GET', `${HOST}/x`, { signal: controller.signal, fetchImpl: makeFetch() }));
      controller.abort();
      const error = await pending;
      expect(error.kind).to.equal('aborted');
      expect(error.status).to.equal(0);
    });

    it('rejects at once for an already aborted signal, without waiting for the time-out', async () => {
      const controller = new AbortController();
      controller.abort();
      const error = await rejection<NetworkError>(request('GET', `${HOST}/x`, { signal: controller.signal, fetchImpl: makeFetch() }));
      expect(error.kind).to.equal('aborted');
    });
  });
});

describe('request bodies: written by the JSON writer the page stage provides (the loader’s)', () => {
  // Prototype.js's: an array becomes a string of its items.
  const PROTOTYPE_TO_JSON = function (this: unknown[]) {
    return `[${this.map((item) => JSON.stringify(item)).join(', ')}]`;
  };
  afterEach(() => {
    delete (Array.prototype as { toJSON?: unknown }).toJSON;
    provideJsonWriter((value) => JSON.stringify(value));
  });

  it('writes each body with the provided writer', async () => {
    const write = sinon.stub().returns('{"written":true}');
    provideJsonWriter(write);
    const fetchImpl = makeFetch(jsonResponse({}));
    await request('POST', `${HOST}/x`, { body: { a: [1] }, fetchImpl });
    expect(write.calledOnceWithExactly({ a: [1] })).to.equal(true);
    expect(fetchImpl.firstCall.args[1]?.body).to.equal('{"written":true}');
  });

  it("keeps arrays as JSON arrays under Prototype.js's Array.prototype.toJSON, where JSON.stringify would not", async () => {
    (Array.prototype as { toJSON?: unknown }).toJSON = PROTOTYPE_TO_JSON;
    expect(JSON.stringify({ items: [1, 2] }), 'what the native call writes on such a page').to.equal('{"items":"[1, 2]"}');
    provideJsonWriter(stringifyJson);
    const fetchImpl = makeFetch(jsonResponse({}));
    await request('POST', `${HOST}/x`, { body: { items: [1, 2] }, fetchImpl });
    expect(fetchImpl.firstCall.args[1]?.body).to.equal('{"items":[1,2]}');
  });
});
