/**
 * The React-alone bundle: bench/react-alone/entry.ts built the way a site would ship React (one
 * minified ES module, production React), into the run's copy of the build so the bench server
 * serves it from /dist like our own chunks. It is the bench's, never part of the package.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const ENTRY = path.resolve(path.dirname(new URL(import.meta.url).pathname), 'entry.ts');

/** URL path of the bundle on the bench server. */
export const REACT_ALONE_BUNDLE = '/dist/react-alone/react.js';

/** Builds the bundle into `distDir`; returns its sizes (gzip -9, as bench/bytes.mjs counts ours). */
export async function buildReactAlone(distDir) {
  const outfile = path.join(distDir, 'react-alone', 'react.js');
  await build({
    entryPoints: [ENTRY],
    outfile,
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2020',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'warning',
  });
  const body = await readFile(outfile);
  const { version } = JSON.parse(await readFile('node_modules/react/package.json', 'utf8'));
  return { path: REACT_ALONE_BUNDLE, version, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
}
