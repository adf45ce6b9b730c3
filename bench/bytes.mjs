/**
 * Bytes a page downloads: every script (and stylesheet, image or font) the browser received, each
 * body compressed with gzip -9 (what a CDN would transfer), summed. The same code measures our pages
 * and the peers'. API answers (the load call, events) are data, not code, and are left out.
 */
import { gzipSync } from 'node:zlib';
import { openPage, waitForOpened } from './browser.mjs';

const ASSETS = new Set(['script', 'stylesheet', 'image', 'font', 'media']);

/**
 * @param {number} opened elements to wait for (all widgets open and painted, so every chunk they
 *   need has arrived); then `settleMs` more, for anything fetched at idle.
 */
export async function measureBytes(browser, url, { opened = 0, settleMs = 1000 } = {}) {
  const files = [];
  const tab = await openPage(browser, url, {
    onResponse: async (response) => {
      if (!ASSETS.has(response.request().resourceType()) || response.status() !== 200) return;
      const body = await response.body().catch(() => undefined);
      if (!body) return;
      files.push({ path: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    },
  });
  try {
    if (opened) await waitForOpened(tab.page, opened);
    await tab.page.waitForTimeout(settleMs);
    await tab.settled();
  } finally {
    await tab.close();
  }
  files.sort((a, b) => a.path.localeCompare(b.path));
  return { files, gzip: files.reduce((sum, file) => sum + file.gzip, 0), raw: files.reduce((sum, file) => sum + file.raw, 0) };
}

/** Files downloaded by any of the given pages, each counted once. */
export function union(results) {
  const byPath = new Map();
  for (const result of results) for (const file of result.files) byPath.set(file.path, file);
  const files = [...byPath.values()].sort((a, b) => a.path.localeCompare(b.path));
  return { files, gzip: files.reduce((sum, file) => sum + file.gzip, 0), raw: files.reduce((sum, file) => sum + file.raw, 0) };
}
