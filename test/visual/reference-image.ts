/**
 * Comparing a page with its committed reference image (test/visual/references/), shared by the
 * visual tests: a screenshot taken until two in a row agree, compared with pixelmatch within a small
 * tolerance for anti-aliasing; `MC_VISUAL_UPDATE=1` writes the reference instead. On a mismatch the
 * actual image and a diff go to test-results/visual/.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const REFERENCES = path.join(ROOT, 'test/visual/references');
const RESULTS = path.join(ROOT, 'test-results/visual');
export const UPDATE = process.env['MC_VISUAL_UPDATE'] === '1';
/** Pixels may differ by this share of the image (anti-aliasing, sub-pixel text) before a case fails. */
const TOLERANCE = 0.002;

/**
 * A screenshot taken again until two in a row are the same, as Playwright's own screenshot assertion
 * does: under load Chromium now and then hands over a frame composited while a layer was still moving.
 */
export async function stableScreenshot(page: Page, fullPage: boolean): Promise<Buffer> {
  let previous = await page.screenshot({ fullPage, animations: 'disabled', caret: 'hide' });
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const next = await page.screenshot({ fullPage, animations: 'disabled', caret: 'hide' });
    if (next.equals(previous)) return next;
    previous = next;
  }
  return previous;
}

/** Asserts that `screenshot` matches the reference called `name` (or writes it, when updating). */
export async function matchReference(name: string, screenshot: Buffer): Promise<void> {
  const shot = PNG.sync.read(screenshot);
  const file = path.join(REFERENCES, `${name}.png`);
  if (UPDATE) {
    await mkdir(REFERENCES, { recursive: true });
    await writeFile(file, PNG.sync.write(shot));
    return;
  }
  assert.ok(existsSync(file), `no reference image for ${name}: run \`npm run test:visual:update\` and look at it`);
  const expected = PNG.sync.read(await readFile(file));
  const sameSize = shot.width === expected.width && shot.height === expected.height;
  const diff = new PNG({ width: expected.width, height: expected.height });
  const mismatched = sameSize
    ? pixelmatch(shot.data, expected.data, diff.data, expected.width, expected.height, { threshold: 0.1 })
    : Infinity;
  const allowed = Math.round(expected.width * expected.height * TOLERANCE);
  if (mismatched > allowed) {
    await mkdir(RESULTS, { recursive: true });
    await writeFile(path.join(RESULTS, `${name}.actual.png`), PNG.sync.write(shot));
    if (sameSize) await writeFile(path.join(RESULTS, `${name}.diff.png`), PNG.sync.write(diff));
  }
  assert.ok(
    sameSize,
    `${name}: ${shot.width}×${shot.height}, the reference is ${expected.width}×${expected.height} (see test-results/visual/)`,
  );
  assert.ok(mismatched <= allowed, `${name}: ${mismatched} pixels differ (at most ${allowed}); see test-results/visual/${name}.diff.png`);
}
