// The look of every widget kind in every state, at a desktop (1280×800) and a phone (390×844) size,
// and once right to left: each gallery frame rendered in Chromium and compared with its committed
// reference image in test/visual/references/, with a small tolerance for anti-aliasing.
// `npm run test:visual:update` writes the references (and the README's gallery picture) again:
// look at what changed before committing them. On a mismatch, the actual image and a diff go to
// test-results/visual/. The references are made with Debian 12's Chromium and fonts.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { GALLERY_KINDS, type GalleryState } from '../../server/demo/client/gallery-widgets';
import { DESKTOP_USER_AGENT } from '../e2e/rig';
import { startGalleryServer, type GalleryServer } from './gallery-server';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const REFERENCES = path.join(ROOT, 'test/visual/references');
const RESULTS = path.join(ROOT, 'test-results/visual');
const UPDATE = process.env['MC_VISUAL_UPDATE'] === '1';
/** Pixels may differ by this share of the image (anti-aliasing, sub-pixel text) before a case fails. */
const TOLERANCE = 0.002;

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
    kind.states.flatMap((state) => (Object.keys(SIZES) as Size[]).map((size) => ({ name: `${slug(kind.name)}-${state}-${size}`, widget: kind.id, state, size }))),
  ),
  { name: 'slide-in-open-desktop-rtl', widget: 903, state: 'open', size: 'desktop', rtl: true },
  { name: 'launcher-panel-phone-rtl', widget: 909, state: 'panel', size: 'phone', rtl: true },
];

function compare(actual: PNG, expected: PNG): { mismatched: number; diff: PNG } {
  const diff = new PNG({ width: expected.width, height: expected.height });
  const mismatched = pixelmatch(actual.data, expected.data, diff.data, expected.width, expected.height, { threshold: 0.1 });
  return { mismatched, diff };
}

/**
 * A screenshot taken again until two in a row are the same, as Playwright's own screenshot assertion
 * does: under load Chromium now and then hands over a frame composited while a layer was still moving.
 */
async function stableScreenshot(page: Page, fullPage: boolean): Promise<Buffer> {
  let previous = await page.screenshot({ fullPage, animations: 'disabled', caret: 'hide' });
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const next = await page.screenshot({ fullPage, animations: 'disabled', caret: 'hide' });
    if (next.equals(previous)) return next;
    previous = next;
  }
  return previous;
}

/** The README's picture of the gallery, half size; drawn with the references. */
async function drawReadmeGallery(browser: Browser, url: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 0.5, reducedMotion: 'reduce', userAgent: DESKTOP_USER_AGENT });
  const page = await context.newPage();
  await page.goto(`${url}/gallery`);
  await page.waitForFunction(() => [...document.querySelectorAll('iframe')].every((frame) => frame.contentDocument?.documentElement?.hasAttribute('data-gallery-ready') === true), undefined, { timeout: 30_000 });
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
    assert.ok(sheet && sheet.x === 0 && sheet.width === SIZES.phone.width && Math.round(sheet.y + sheet.height) === SIZES.phone.height, 'the slide-in is a bottom sheet');
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
    browser = await chromium.launch({ executablePath: chromiumPath(), args: [...chromiumArgs, '--font-render-hinting=none', '--force-color-profile=srgb'] });
    for (const size of Object.keys(SIZES) as Size[]) {
      const phone = size === 'phone';
      contexts.set(
        size,
        await browser.newContext({ viewport: SIZES[size], deviceScaleFactor: 1, isMobile: phone, hasTouch: phone, reducedMotion: 'reduce', userAgent: DESKTOP_USER_AGENT }),
      );
    }
    await mkdir(UPDATE ? REFERENCES : RESULTS, { recursive: true });
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
        const shot = PNG.sync.read(await stableScreenshot(page, fullPage));
        const file = path.join(REFERENCES, `${name}.png`);
        if (UPDATE) {
          await writeFile(file, PNG.sync.write(shot));
          return;
        }
        assert.ok(existsSync(file), `no reference image for ${name}: run \`npm run test:visual:update\` and look at it`);
        const expected = PNG.sync.read(await readFile(file));
        const sameSize = shot.width === expected.width && shot.height === expected.height;
        const mismatched = sameSize ? compare(shot, expected) : null;
        const allowed = Math.round(expected.width * expected.height * TOLERANCE);
        if (!mismatched || mismatched.mismatched > allowed) {
          await writeFile(path.join(RESULTS, `${name}.actual.png`), PNG.sync.write(shot));
          if (mismatched) await writeFile(path.join(RESULTS, `${name}.diff.png`), PNG.sync.write(mismatched.diff));
        }
        assert.ok(sameSize, `${name}: ${shot.width}×${shot.height}, the reference is ${expected.width}×${expected.height} (see test-results/visual/)`);
        assert.ok(mismatched!.mismatched <= allowed, `${name}: ${mismatched!.mismatched} pixels differ (at most ${allowed}); see test-results/visual/${name}.diff.png`);
      } finally {
        await page.close();
      }
    });
  }
});
