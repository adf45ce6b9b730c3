// The npm package's entry in a real page: importing it registers every element, and start() runs
// the widgets with the settings passed in, against the same server calls as the snippet.
// The entry leaves its dependencies as imports, so the page's script is bundled as a site's bundler would: its
// dynamic imports split into chunks of their own (as Vite, Rollup and webpack split them).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { startRig, type Rig } from './rig';

const siteScript = `
  import { start } from ${JSON.stringify(path.resolve('dist/package/index.js'))};
  window.definedOnImport = ['mc-bar', 'mc-slide-in', 'mc-modal', 'mc-page-takeover', 'mc-button', 'mc-box', 'mc-landing', 'mc-customer-chat', 'mc-checkbox', 'mc-omnichat']
    .every((tag) => customElements.get(tag) !== undefined);
  start({ accountId: '1234567', fbSdkUrl: '/blocked/sdk.js' });
  start({ accountId: '1234567' });
`;

/** Plain values on Object.prototype, as a polluted page has them (test/hostile/globals.test.ts has more). */
const POLLUTION = `<script>Object.prototype.polluted = 'yes'; Object.prototype.ADD_ATTR = ['onerror']; Object.prototype.timeoutMs = 1;</script>`;

const pageWith = (head: string) => `<!doctype html><html><head><meta charset="utf-8"><title>package</title>${head}</head><body>
<mc-box data-widget-id="21"></mc-box>
<script type="module" src="/site/site.js"></script></body></html>`;

/** The site's script and its chunks by URL path, as a bundler that splits dynamic imports writes them. */
async function bundleSite(): Promise<Record<string, string>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mc-package-site-'));
  try {
    const entry = path.join(dir, 'site.js');
    await writeFile(entry, siteScript);
    const bundled = await build({
      entryPoints: [entry],
      bundle: true,
      format: 'esm',
      splitting: true,
      outdir: path.join(dir, 'out'),
      minify: true,
      write: false,
    });
    return Object.fromEntries(bundled.outputFiles.map((file) => [`/site/${path.basename(file.path)}`, file.text]));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the npm package entry', () => {
  let rig: Rig;
  before(async () => {
    const site = await bundleSite();
    rig = await startRig({
      load: { app: { pageId: '1234567' }, widgets: [{ widget_id: 21, widget_type: 'box', data: { main: { title: 'From the package' } } }] },
      pages: { '/': pageWith(''), '/polluted': pageWith(POLLUTION) },
      routes: {
        'GET /blocked/sdk.js': () => ({ status: 404, body: 'blocked' }),
        ...Object.fromEntries(
          Object.entries(site).map(([route, body]) => [`GET ${route}`, () => ({ headers: { 'content-type': 'text/javascript' }, body })]),
        ),
      },
    });
  });
  after(() => rig.close());

  it("registers the elements on import and renders the page's box after start(), once", async () => {
    const { page: tab, pageErrors } = await rig.open('/');
    await tab.waitForSelector('mc-box[data-state="open"]');
    assert.equal(await tab.evaluate(() => (window as unknown as { definedOnImport: boolean }).definedOnImport), true);
    assert.equal(await tab.evaluate(() => typeof window.MC?.getWidget), 'function');
    assert.equal(rig.server.requestsTo('/load').length, 1);
    assert.equal(rig.server.requestsTo('/load')[0]?.query['account_id'], '1234567');
    // The bundled UI is used: the separate UI chunk is never fetched.
    assert.equal(rig.server.requests.filter((request) => request.path.includes('/ui/')).length, 0);
    assert.deepEqual(pageErrors, []);
  });

  it('runs on a page whose Object.prototype has enumerable values added: the box renders, nothing throws', async () => {
    const { page: tab, pageErrors } = await rig.open('/polluted');
    await tab.waitForSelector('mc-box[data-state="open"]');
    assert.equal(await tab.evaluate(() => (window as unknown as { definedOnImport: boolean }).definedOnImport), true);
    assert.deepEqual(pageErrors, []);
  });
});
