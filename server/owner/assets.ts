/**
 * The owner pages' scripts, bundled from TypeScript with esbuild the first time they are asked for
 * and kept in memory (a name that is not one of them is a 404, whatever it is: `__proto__` too). Bundling here rather than in `npm run build` keeps them out of `dist/`, which
 * holds only what site owners put on their pages.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const OWNER_DIR = path.dirname(fileURLToPath(import.meta.url));
const APP_DIR = path.join(OWNER_DIR, 'app');
const DEMO_CLIENT_DIR = path.join(OWNER_DIR, '..', 'demo', 'client');

/** Bundled on first request, by URL name: scripts and the style sheets they gather with `@import`. */
const BUNDLES = new Map<string, string>([
  ['app.js', path.join(APP_DIR, 'main.tsx')],
  ['app.css', path.join(APP_DIR, 'app.css')],
  // The editor's preview frames draw the draft with the visitors' own views, so this bundle carries the UI.
  ['preview-frame.js', path.join(APP_DIR, 'preview', 'frame.tsx')],
  ['preview-frame.css', path.join(APP_DIR, 'preview', 'frame.css')],
  // The demo gallery renders the widget elements itself, so its bundle carries the UI.
  ['gallery.js', path.join(DEMO_CLIENT_DIR, 'gallery.ts')],
]);

export interface OwnerAsset {
  contentType: string;
  body: string;
}

/** What the preview gives the widget script as the platform's SDK: nothing, so messenger widgets fall back. */
const NO_PLATFORM_SDK: OwnerAsset = {
  contentType: 'text/javascript; charset=utf-8',
  body: "// The owner preview keeps the admin token: the platform's SDK is not loaded here.\n",
};

const bundles = new Map<string, Promise<OwnerAsset>>();

async function bundle(entry: string): Promise<OwnerAsset> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    format: 'esm',
    minify: true,
    target: ['es2020'],
    legalComments: 'none',
    logLevel: 'silent',
  });
  const contentType = entry.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8';
  return { contentType, body: result.outputFiles[0]?.text ?? '' };
}

/** Files served as they are, by name, with their content type. */
const FILES = new Map<string, string>([['favicon.svg', 'image/svg+xml']]);

/** The asset by its URL name, or undefined when there is no such asset. */
export function ownerAsset(name: string): Promise<OwnerAsset> | undefined {
  if (name === 'no-platform-sdk.js') return Promise.resolve(NO_PLATFORM_SDK);
  const fileType = FILES.get(name);
  if (fileType) return readFile(path.join(OWNER_DIR, name), 'utf8').then((body) => ({ contentType: fileType, body }));
  const entry = BUNDLES.get(name);
  if (!entry) return undefined;
  let cached = bundles.get(name);
  if (!cached) {
    cached = bundle(entry);
    // A failed bundle is not cached, so fixing the file and reloading the page is enough.
    cached.catch(() => bundles.delete(name));
    bundles.set(name, cached);
  }
  return cached;
}
