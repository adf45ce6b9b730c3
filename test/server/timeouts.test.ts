// Guards against slow clients holding connections: headers and half a body, then nothing, used to keep
// a connection open for ever (requestTimeout was 0).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { readConfig } from '../../server/config';
import { DEMO_ACCOUNT_ID } from '../../server/seed';
import { startTestServer, type TestServer } from './helpers';

const TIMEOUT_MS = 1000;

/** Writes `chunks` to a raw socket and resolves with what came back and how long until the server closed it. */
function holdOpen(port: number, chunks: string[], giveUpMs: number): Promise<{ answer: string; closedAfterMs: number | null }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ answer, closedAfterMs: null });
    }, giveUpMs);
    socket.on('connect', () => chunks.forEach((chunk) => socket.write(chunk)));
    socket.on('data', (data) => (answer += data.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
  });
}

describe('slow requests', () => {
  let server: TestServer;
  let port: number;
  before(async () => {
    server = await startTestServer({ config: { requestTimeoutMs: TIMEOUT_MS } });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as AddressInfo).port;
  });
  after(() => server.close());

  it('reads REQUEST_TIMEOUT in seconds, 15 by default', () => {
    assert.equal(readConfig({}).requestTimeoutMs, 15_000);
    assert.equal(readConfig({ REQUEST_TIMEOUT: '5' }).requestTimeoutMs, 5000);
    assert.throws(() => readConfig({ REQUEST_TIMEOUT: '0' }), /REQUEST_TIMEOUT/);
  });

  it('answers 408 and closes a connection that sent its headers and half a body', async () => {
    const body = JSON.stringify({ app_id: 2, account_id: DEMO_ACCOUNT_ID, event: 'impression', payload: { widget_id: 101 } });
    const head = `POST /pixel/logEvent HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const { answer, closedAfterMs } = await holdOpen(port, [head, body.slice(0, body.length / 2)], TIMEOUT_MS + 5000);
    assert.ok(closedAfterMs !== null, 'the server closed the connection');
    assert.ok(closedAfterMs <= TIMEOUT_MS + 2500, `closed after ${closedAfterMs} ms`);
    assert.match(answer, /^HTTP\/1\.1 408/);
    assert.equal((await server.storage.latestEvents(DEMO_ACCOUNT_ID, 10)).length, 0, 'nothing stored');
  });

  it('closes a connection whose headers never end', async () => {
    const { answer, closedAfterMs } = await holdOpen(
      port,
      ['GET /load?account_id=1234567 HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: a'],
      TIMEOUT_MS + 5000,
    );
    assert.ok(closedAfterMs !== null && closedAfterMs <= TIMEOUT_MS + 2500, `closed after ${closedAfterMs} ms`);
    assert.match(answer, /^$|^HTTP\/1\.1 408/);
  });

  it('still answers a request that arrives in time', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/load?account_id=${DEMO_ACCOUNT_ID}`);
    assert.equal(response.status, 200);
  });
});
