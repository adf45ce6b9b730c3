// The look of every widget kind in every state, at a desktop (1280×800) and a phone (390×844) size,
// and once right to left: each gallery frame rendered in Chromium and compared with its committed
// reference image in test/visual/references/, with a small tolerance for anti-aliasing.
// `npm run test:visual:update` writes the references (and the README's gallery picture) again:
// look at what changed before committing them. On a mismatch, the actual image and a diff go to
// test-results/visual/. The references are made with Debian 12's Chromium and fonts.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { GALLERY_KINDS, type GalleryState } from '../../server/demo/client/gallery-widgets';
import { DESKTOP_USER_AGENT } from '../e2e/rig';
import { startGalleryServer, type GalleryServer } from './gallery-server';
import { matchReference, REFERENCES, stableScreenshot, UPDATE } from './reference-image';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const SIZES = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
type Size = keyof typeof SIZES;

interface Case {
  name: string;
  widget: number;
  state: GalleryState;
  size: Size;
  rtl?: boolean;
}

const LANDING_ID = 907;
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

const CASES: Case[] = [
  ...GALLERY_KINDS.flatMap((kind) =>
    kind.states.flatMap((state) =>
      (Object.keys(SIZES) as Size[]).map((size) => ({ name: `${slug(kind.name)}-${state}-${size}`, widget: kind.id, state, size })),
    ),
  ),
  { name: 'slide-in-open-desktop-rtl', widget: 903, state: 'open', size: 'desktop', rtl: true },
  { name: 'launcher-panel-phone-rtl', widget: 909, state: 'panel', size: 'phone', rtl: true },
];

/** The README's picture of the gallery, half size; drawn with the references. */
async function drawReadmeGallery(browser: Browser, url: string): Promise<void> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 0.5,
    reducedMotion: 'reduce',
    userAgent: DESKTOP_USER_AGENT,
  });
  const page = await context.newPage();
  await page.goto(`${url}/gallery`);
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('iframe')].every(
        (frame) => frame.contentDocument?.documentElement?.hasAttribute('data-gallery-ready') === true,
      ),
    undefined,
    { timeout: 30_000 },
  );
  await writeFile(path.join(ROOT, 'docs/gallery.png'), await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' }));
  await context.close();
}

// A few pages at a time in the one browser: each mostly waits for its bundle and its fonts.
/** What the phone layouts promise, measured rather than only looked at. */
async function checkPhoneLayout(page: Page, widget: number): Promise<void> {
  const box = (selector: string) => page.locator(selector).first().boundingBox();
  if (widget === 901) {
    const bar = await box('mc-bar');
    assert.ok(bar && bar.height <= SIZES.phone.height * 0.12, `the bar is ${bar?.height} px high, more than 12 % of the screen`);
  }
  if (widget === 903) {
    const sheet = await box('mc-slide-in [part~="card"]');
    assert.ok(
      sheet && sheet.x === 0 && sheet.width === SIZES.phone.width && Math.round(sheet.y + sheet.height) === SIZES.phone.height,
      'the slide-in is a bottom sheet',
    );
  }
}

describe('the widgets look as their reference images', { concurrency: 4 }, () => {
  let server: GalleryServer;
  let browser: Browser;
  const contexts = new Map<Size, BrowserContext>();

  before(async () => {
    server = await startGalleryServer();
    // Bundled once, before the pages ask for it all at the same time.
    assert.equal((await fetch(`${server.url}/admin/assets/gallery.js`)).status, 200);
    browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: [...chromiumArgs, '--font-render-hinting=none', '--force-color-profile=srgb'],
    });
    for (const size of Object.keys(SIZES) as Size[]) {
      const phone = size === 'phone';
      contexts.set(
        size,
        await browser.newContext({
          viewport: SIZES[size],
          deviceScaleFactor: 1,
          isMobile: phone,
          hasTouch: phone,
          reducedMotion: 'reduce',
          userAgent: DESKTOP_USER_AGENT,
        }),
      );
    }
    await mkdir(REFERENCES, { recursive: true });
  });

  after(async () => {
    if (UPDATE && browser) await drawReadmeGallery(browser, server.url);
    await browser?.close();
    await server?.close();
  });

  for (const { name, widget, state, size, rtl } of CASES) {
    it(name, async () => {
      const page = await contexts.get(size)!.newPage();
      try {
        await page.goto(`${server.url}/gallery/frame?widget=${widget}&state=${state}${rtl ? '&dir=rtl' : ''}`);
        await page.locator('html[data-gallery-ready]').waitFor({ state: 'attached', timeout: 20_000 });
        if (size === 'phone' && (state === 'open' || state === 'submitted')) await checkPhoneLayout(page, widget);
        // Only the frames taller than the screen are taken whole: a whole-page shot of a page that a fixed
        // bar pushes down repeats the bar where the taller page is stitched.
        const fullPage = widget === LANDING_ID || state === 'countries';
        await matchReference(name, await stableScreenshot(page, fullPage));
      } finally {
        await page.close();
      }
    });
  }
});
