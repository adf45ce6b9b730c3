import '../setup';
import { expect } from '@open-wc/testing';
import { browserBeacon, byteLength, fetchSend } from '../../src/pixel/transport';
import { REQUEST_TIMEOUT_MS } from '../../src/runtime/constants';
import { HOST, asWindow, makeWindow, useFakeTimers } from './support';

const URL = `${HOST}/pixel/logEvent`;
const BODY = JSON.stringify({ event: 'open', event_id: 'e1' });

describe('fetchSend', () => {
  it('POSTs the body as text/plain JSON (no CORS preflight) with keepalive as asked', async () => {
    const win = makeWindow();
    const result = await fetchSend(asWindow(win))(URL, BODY, true);
    expect(result.status).to.equal(200);
    const [url, init] = win.fetch.firstCall.args as [string, RequestInit];
    expect(url).to.equal(URL);
    expect(init.method).to.equal('POST');
    expect(init.body).to.equal(BODY);
    expect(init.keepalive).to.equal(true);
    expect((init.headers as Record<string, string>)['Content-Type']).to.equal('text/plain;charset=UTF-8');
  });

  it('reports the status and Retry-After of a refusal', async () => {
    const win = makeWindow();
    win.fetch.resolves(new Response('busy', { status: 429, headers: { 'Retry-After': '12' } }));
    expect(await fetchSend(asWindow(win))(URL, BODY, false)).to.deep.equal({ status: 429, retryAfter: '12' });
  });

  it('reports status 0 when no answer came', async () => {
    const win = makeWindow();
    win.fetch.rejects(new TypeError('Failed to fetch'));
    expect(await fetchSend(asWindow(win))(URL, BODY, true)).to.deep.equal({ status: 0 });
  });

  it('gives up after the request time-out', async () => {
    const clock = useFakeTimers();
    try {
      const win = makeWindow();
      win.fetch.callsFake(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      );
      const pending = fetchSend(asWindow(win))(URL, BODY, true);
      await clock.tickAsync(REQUEST_TIMEOUT_MS);
      expect(await pending).to.deep.equal({ status: 0 });
    } finally {
      clock.restore();
    }
  });
});

describe('browserBeacon', () => {
  it('uses navigator.sendBeacon with the string body, which the browser sends as text/plain', () => {
    const win = makeWindow();
    expect(browserBeacon(asWindow(win))(URL, BODY)).to.equal(true);
    expect(win.navigator.sendBeacon.firstCall.args).to.deep.equal([URL, BODY]);
  });

  it('says "not taken" when the browser refuses, throws, or has no sendBeacon', () => {
    const win = makeWindow();
    win.navigator.sendBeacon.returns(false);
    expect(browserBeacon(asWindow(win))(URL, BODY)).to.equal(false);
    win.navigator.sendBeacon.throws(new TypeError('Illegal invocation'));
    expect(browserBeacon(asWindow(win))(URL, BODY)).to.equal(false);
    (win.navigator as { sendBeacon?: unknown }).sendBeacon = undefined;
    expect(browserBeacon(asWindow(win))(URL, BODY)).to.equal(false);
  });
});

describe('byteLength', () => {
  it('counts UTF-8 bytes, as the beacon budget does', () => {
    expect(byteLength('abc')).to.equal(3);
    expect(byteLength('é')).to.equal(2);
    expect(byteLength('👋')).to.equal(4);
  });
});
