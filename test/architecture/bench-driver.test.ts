/**
 * The bench's browser driver (bench/devtools.mjs): what the measures use of it works (scripts run in the page, errors
 * kept across navigations, responses and their bodies, a CDP session for the profiler), and the DevTools protocol's
 * Runtime domain is never enabled, since with it on V8 parses React's renderer a second time as it loads.
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, openPage, type BenchResponse } from '../../bench/browser.mjs';

const PAGES: Record<string, [string, string]> = {
  '/': [
    'text/html',
    '<!doctype html><title>one</title><script src="/app.js"></script><script>setTimeout(() => { throw new Error("late failure"); });</script>',
  ],
  '/second': ['text/html', '<!doctype html><title>two</title><script>Promise.reject(new Error("refused"));</script>'],
  '/app.js': ['text/javascript', 'window.ran = (window.ran || 0) + 1; fetch("/missing").catch(() => {});'],
  '/quiet': ['text/html', '<!doctype html><title>quiet</title>'],
};

describe('the bench driver', () => {
  let server: Server;
  let origin = '';
  before(async () => {
    server = createServer((request, response) => {
      const page = PAGES[request.url ?? ''];
      response.writeHead(page ? 200 : 404, { 'content-type': page?.[0] ?? 'text/plain' });
      response.end(page?.[1] ?? 'not found');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('runs scripts in the page, keeps its errors across navigations, reads responses, and never enables Runtime', async () => {
    const browser = await launchBrowser();
    try {
      const responses: { path: string; status: number; type: string; body: string }[] = [];
      const pending: Promise<void>[] = [];
      const tab = await openPage(browser, `${origin}/`, {
        onResponse: (response: BenchResponse) => {
          const read = async () => {
            const body = response.status() === 200 ? String(await response.body()) : '';
            responses.push({
              path: new URL(response.url()).pathname,
              status: response.status(),
              type: response.request().resourceType(),
              body,
            });
          };
          pending.push(read());
        },
        setup: async (_page, cdp) => {
          await cdp.send('Profiler.enable');
        },
      });
      assert.equal(await tab.page.evaluate((n: number) => (window as unknown as { ran: number }).ran + n, 1), 2);
      assert.equal(await tab.page.evaluate(() => document.title), 'one');
      await tab.page.waitForTimeout(200);
      await tab.settled();
      await Promise.all(pending);
      assert.deepEqual(
        responses
          .filter(({ path }) => path !== '/favicon.ico')
          .map(({ path, status, type }) => [path, status, type])
          .sort(),
        [
          ['/', 200, 'document'],
          ['/app.js', 200, 'script'],
          ['/missing', 404, 'fetch'],
        ].sort(),
      );
      assert.equal(responses.find((item) => item.path === '/app.js')?.body, PAGES['/app.js']?.[1]);

      await tab.page.goto(`${origin}/second`);
      assert.equal(tab.page.url(), `${origin}/second`);
      await tab.page.waitForTimeout(200);
      // A third document with no error of its own: the two before are each counted once.
      await tab.page.goto(`${origin}/quiet`);
      assert.equal(await tab.page.evaluate(() => document.title), 'quiet');
      const errors = await tab.errors();
      const [late, refused, ...others] = errors;
      assert.deepEqual(others, [], errors.join(' | '));
      assert.match(late ?? '', /late failure/);
      assert.match(refused ?? '', /Uncaught \(in promise\).*refused/);
      await assert.rejects(
        tab.page.evaluate(() => {
          throw new Error('thrown in the page');
        }),
        /thrown in the page/,
      );
      await tab.close();

      assert.ok(browser.methodsSent().includes('Runtime.evaluate'));
      assert.ok(!browser.methodsSent().includes('Runtime.enable'), browser.methodsSent().join(', '));
    } finally {
      await browser.close();
    }
  });
});
