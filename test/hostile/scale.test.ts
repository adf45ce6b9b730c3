// Scale: a page with 2,000 embeds of the same widget (a listing page that repeats its card).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assertHealthy, assertOptsIn, closeOverlay, hostPage, startHostileRig, waitOpen, widget, type HostileRig } from './hostile-page';

const EMBEDS = 2000;

describe('hostile scale', () => {
  let hostile: HostileRig;
  before(async () => {
    const body = Array.from({ length: EMBEDS }, (_, n) =>
      n % 2 ? '<mc-box data-widget-id="2"></mc-box>' : '<div class="mcwidget-embed" data-widget-id="2"></div>',
    ).join('\n');
    hostile = await startHostileRig({ pages: { '/listing': hostPage({ body }) } });
  });
  after(() => hostile.close());

  // Regression: every store commit woke every view's subscription, so 2,000 embeds took over half a minute to open.
  it('2,000 embeds: each renders once, one load and one UI chunk, the page stays responsive', async () => {
    const since = Date.now();
    const tab = await hostile.open('/listing');
    const { page } = tab;
    await waitOpen(page, widget('mc-modal', 1), 30_000);
    await page.waitForFunction(`document.querySelectorAll('mc-box[data-state="open"]').length === ${EMBEDS}`, undefined, {
      timeout: 60_000,
      polling: 250,
    });
    assert.equal(await page.locator('mc-box').count(), EMBEDS);
    assert.equal(await page.locator('div.mcwidget-embed:not(mc-box)').count(), 0);
    assert.equal(hostile.requestsSince('/load', since), 1);
    assert.equal(hostile.requestsSince('/dist/ui/mc-ui.js', since), 1);
    const delay = (await page.evaluate(
      'new Promise(function (resolve) { var t = performance.now(); setTimeout(function () { resolve(performance.now() - t); }, 0); })',
    )) as number;
    assert.ok(delay < 250, `a timer waited ${delay} ms`);
    await assertOptsIn(tab, widget('mc-modal', 1));
    await closeOverlay(tab, widget('mc-modal', 1));
    await assertOptsIn(tab, `${widget('mc-box', 2)}:nth-of-type(1000)`);
    await assertHealthy(tab);
  });
});
