// Host CSS at its worst: `!important` on `*` and `html { font-size: 62.5% }` must leave the widgets
// looking as they do on a bare page (same size, pixels equal but for the page showing through
// the cards' 90 % background); and a host overlay at the maximum z-index stays above them until
// the owner raises `--mc-z-index`.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { assertHealthy, assertOptsIn, hostPage, startHostileRig, waitOpen, widget, type HostileRig } from './hostile-page';

const MODAL = widget('mc-modal', 1);
const BOX = widget('mc-box', 2);

const HOSTILE_CSS = `<style>
  html { font-size: 62.5% !important; }
  * {
    color: red !important; background: yellow !important; font-family: 'Courier New', monospace !important;
    font-size: 30px !important; font-weight: 900 !important; font-style: italic !important; line-height: 3 !important;
    letter-spacing: 4px !important; word-spacing: 9px !important; text-transform: uppercase !important;
    text-align: right !important; text-decoration: line-through !important; text-shadow: 2px 2px blue !important;
    box-sizing: content-box !important; margin: 13px !important; padding: 7px !important; border: 3px solid lime !important;
    border-radius: 0 !important; outline: 2px dashed orange !important; cursor: wait !important;
    transition: all 9s !important; transform: none !important; filter: none !important; writing-mode: horizontal-tb !important;
    direction: ltr !important; white-space: pre !important; min-width: 0 !important; max-width: none !important; zoom: 1 !important;
  }
  div, button, a, h2, p, span, svg { width: 123px !important; height: 45px !important; display: inline !important; position: static !important; }
  mc-box, mc-modal, [data-widget-id] { display: none !important; visibility: hidden !important; all: unset !important; }
</style>`;

/** A host overlay (a consent wall) at the highest z-index there is, over the whole viewport. */
const CONSENT_WALL = '<div id="consent-wall" style="position: fixed; inset: 0; z-index: 2147483647; background: rgba(0, 0, 0, 0.2)"></div>';

type Shot = { width: number; height: number; png: string };

/** The cards' corner radius (the design tokens' --mc-radius-lg). */
const CARD_RADIUS_PX = 16;

async function shoot(page: Page, selector: string): Promise<Shot> {
  const locator = page.locator(selector);
  const box = await locator.boundingBox();
  assert.ok(box, `${selector} has a box`);
  const png = (await locator.screenshot({ animations: 'disabled', caret: 'hide' })).toString('base64');
  return { width: Math.round(box.width), height: Math.round(box.height), png };
}

/**
 * Pixels that differ by more than `tolerance` in any channel, decoded in the browser (no image
 * library here). Outside the card's rounded corners (radius `corner`) each page shows its own
 * background and the card's shadow over it, and along the card's edge its backdrop blur takes in
 * the page around the card: those pixels are the page's, not the card's, and are skipped.
 */
async function differingPixels(
  page: Page,
  a: Shot,
  b: Shot,
  tolerance: number,
  corner = CARD_RADIUS_PX,
): Promise<{ differing: number; total: number }> {
  return page.evaluate(`(async function () {
    async function pixels(base64) {
      var bitmap = await createImageBitmap(await (await fetch('data:image/png;base64,' + base64)).blob());
      var canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      var context = canvas.getContext('2d');
      context.drawImage(bitmap, 0, 0);
      return context.getImageData(0, 0, bitmap.width, bitmap.height);
    }
    var a = await pixels(${JSON.stringify(a.png)}), b = await pixels(${JSON.stringify(b.png)});
    if (a.width !== b.width || a.height !== b.height) return { differing: -1, total: 0 };
    var differing = 0, r = ${corner};
    function isPagePixel(x, y) {
      var cx = x < r ? r : x >= a.width - r ? a.width - r - 1 : x, cy = y < r ? r : y >= a.height - r ? a.height - r - 1 : y;
      if (x < 2 || y < 2 || x >= a.width - 2 || y >= a.height - 2) return true;
      return (cx !== x && cy !== y) && Math.hypot(x - cx, y - cy) > r - 1.5;
    }
    for (var i = 0; i < a.data.length; i += 4) {
      var p = i / 4;
      if (isPagePixel(p % a.width, Math.floor(p / a.width))) continue;
      for (var c = 0; c < 3; c++) if (Math.abs(a.data[i + c] - b.data[i + c]) > ${tolerance}) { differing++; break; }
    }
    return { differing: differing, total: a.width * a.height };
  })()`) as Promise<{ differing: number; total: number }>;
}

/** The modal's card, then (the modal closed, so nothing covers it) the box's card, shot the same way on both pages. */
async function shots(page: Page): Promise<{ box: Shot; modal: Shot }> {
  await waitOpen(page, MODAL);
  await waitOpen(page, BOX);
  await page.waitForTimeout(600); // entrance transitions end
  const modal = await shoot(page, `${MODAL} [part~="card"]`);
  await page.locator(`${MODAL} button[aria-label="Close"]`).click();
  await page.waitForSelector(`${MODAL}[data-state="closed"]`, { state: 'attached' });
  await page.waitForTimeout(600);
  return { box: await shoot(page, `${BOX} [part~="card"]`), modal };
}

describe('hostile CSS', () => {
  let hostile: HostileRig;
  before(async () => {
    hostile = await startHostileRig({
      pages: {
        // Whole pixels from the top, as the hostile page's layout happens to be: text at a fractional offset is anti-aliased differently.
        '/bare': hostPage({ body: '<mc-box data-widget-id="2"></mc-box>', head: '<style>h1 { margin: 0; height: 60px; }</style>' }),
        '/hostile-css': hostPage({ body: '<mc-box data-widget-id="2"></mc-box>', head: HOSTILE_CSS }),
        '/consent-wall': hostPage({ body: `<mc-box data-widget-id="2"></mc-box>${CONSENT_WALL}` }),
      },
    });
  });
  after(() => hostile.close());

  // Regression: the host's text-decoration propagated into the inline card and struck its text through.
  it('`!important` on every element and html { font-size: 62.5% }: the cards look as on a bare page', async () => {
    const viewport = { width: 1000, height: 800 };
    const bare = await hostile.open('/bare', { viewport });
    const expected = await shots(bare.page);
    const tab = await hostile.open('/hostile-css', { viewport });
    const actual = await shots(tab.page);
    for (const name of ['box', 'modal'] as const) {
      assert.deepEqual([actual[name].width, actual[name].height], [expected[name].width, expected[name].height], `${name} card size`);
      // The cards' background is 90 % opaque: the page's yellow shows through by about 26 levels of blue.
      const { differing, total } = await differingPixels(tab.page, expected[name], actual[name], 40);
      assert.ok(differing >= 0 && differing <= total * 0.002, `${name} card: ${differing} of ${total} pixels differ`);
    }
    await assertOptsIn(tab, BOX);
    await assertHealthy(tab);
  });

  it('a host overlay at the maximum z-index stays above the widgets by default; --mc-z-index raises them', async () => {
    const tab = await hostile.open('/consent-wall');
    const { page } = tab;
    await waitOpen(page, MODAL);
    await waitOpen(page, BOX);
    const topAt = (selector: string) =>
      page.evaluate(`(function () {
        var host = document.querySelector(${JSON.stringify(selector)});
        var button = host.shadowRoot.querySelector('[part~="fallback-button"]');
        var rect = button.getBoundingClientRect();
        var top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
        return top ? (top.id || top.localName) : null;
      })()`);
    assert.equal(await topAt(MODAL), 'consent-wall', 'the modal is under the wall by default');
    assert.equal(await page.evaluate(`getComputedStyle(document.querySelector('${MODAL}')).zIndex`), '2147483000');

    await page.addStyleTag({ content: 'mc-modal { --mc-z-index: 2147483647; }' });
    assert.equal(await page.evaluate(`getComputedStyle(document.querySelector('${MODAL}')).zIndex`), '2147483647');
    assert.equal(await topAt(MODAL), 'mc-modal', 'the modal is above the wall');
    await assertOptsIn(tab, MODAL);
    await assertHealthy(tab);
  });
});
