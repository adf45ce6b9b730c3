// One event path (docs/architecture.md, journey 2): views tell the store what happened, and one
// module, src/pixel/widget-events.ts, hands every widget event to the pixel.
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, test } from 'node:test';

const EVENT_MODULE = 'src/pixel/widget-events.ts';
/** Hands an event to the pixel (the platform SDK's own `AppEvents.logEvent` is not ours). */
const HANDS_AN_EVENT = /(?<!AppEvents)\.(logAnalytics|logWidgetEvent|logImpression|logEvent)\(/;

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return Promise.resolve(/\.tsx?$/.test(entry.name) ? [full] : []);
    }),
  );
  return nested.flat();
}

describe('the widget events', () => {
  test('are handed to the pixel by one module: no view, element or runtime module logs one', async () => {
    const files = [
      ...(await sourceFiles('src/react')),
      ...(await sourceFiles('src/elements')),
      ...(await sourceFiles('src/runtime')),
      ...(await sourceFiles('src/loader')),
      ...(await sourceFiles('src/pixel')),
    ];
    // The pixel's own members and MC_PIXEL's calls (index.ts, page-pixel.ts, impression.ts, install.ts) build events; they do not decide them.
    const builders = new Set(['src/pixel/index.ts', 'src/pixel/page-pixel.ts', 'src/pixel/impression.ts', 'src/pixel/install.ts']);
    const offenders: string[] = [];
    for (const file of files) {
      const name = file.split(path.sep).join('/');
      if (name === EVENT_MODULE || builders.has(name)) continue;
      const text = await readFile(file, 'utf8');
      text.split('\n').forEach((line, index) => {
        if (HANDS_AN_EVENT.test(line) && !/^\s*(\*|\/\/)/.test(line)) offenders.push(`${name}:${index + 1}: ${line.trim()}`);
      });
    }
    assert.deepEqual(offenders, []);
  });
});
