// The npm package's entry in a real page: importing it registers every element, and start() runs
// the widgets with the settings passed in, against the same server calls as the snippet.
// The entry leaves its dependencies as imports, so the page's script is bundled as a site's bundler would.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build } from 'esbuild';
import { startRig, type Rig } from './rig';

const siteScript = `
  import { start } from './dist/package/index.js';
  window.definedOnImport = ['mc-bar', 'mc-slide-in', 'mc-modal', 'mc-page-takeover', 'mc-button', 'mc-box', 'mc-landing', 'mc-customer-chat', 'mc-checkbox', 'mc-omnichat']
    .every((tag) => customElements.get(tag) !== undefined);
  start({ accountId: '1234567', fbSdkUrl: '/blocked/sdk.js' });
  start({ accountId: '1234567' });
`;

const page = `<!doctype html><html><head><meta charset="utf-8"><title>package</title></head><body>
<mc-box data-widget-id="21"></mc-box>
<script type="module" src="/site.js"></script></body></html>`;

describe('the npm package entry', () => {
  let rig: Rig;
  before(async () => {
    const bundled = await build({
      stdin: { contents: siteScript, resolveDir: process.cwd() },
      bundle: true,
      format: 'esm',
      minify: true,
      write: false,
    });
    const siteJs = bundled.outputFiles[0]?.text ?? '';
    rig = await startRig({
      load: { app: { pageId: '1234567' }, widgets: [{ widget_id: 21, widget_type: 'box', data: { main: { title: 'From the package' } } }] },
      pages: { '/': page },
      routes: {
        'GET /blocked/sdk.js': () => ({ status: 404, body: 'blocked' }),
        'GET /site.js': () => ({ headers: { 'content-type': 'text/javascript' }, body: siteJs }),
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
});
