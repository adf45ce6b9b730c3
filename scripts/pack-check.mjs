// What a site's developer gets from `npm install mc-widgets`: packs the package (its `prepack` builds
// dist/ and the types), checks the tarball's files, installs it into a new project in a temporary
// folder, type-checks a file that uses `start`, `window.MC`, `MC_PIXEL` and the elements, and bundles
// it with esbuild. Fails when a server, test or build package comes along, or any step fails.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = await mkdtemp(path.join(tmpdir(), 'mc-pack-check-'));
const failures = [];
const check = (ok, message) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${message}`);
  if (!ok) failures.push(message);
};
const npm = (args, cwd) => execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });

/** A site's own code, written as a site's developer would with the README's API. */
const SITE_CODE = `import { start, type PageApi, type PixelPageApi, type WidgetHandle } from 'mc-widgets';

start({ accountId: '1234567', host: 'https://api.example.com', locale: 'en_US', debug: false });

window.mcAsyncInit = () => {
  const api: PageApi | undefined = window.MC;
  const list: WidgetHandle[] = api?.getWidgetList() ?? [];
  list.forEach((widget) => widget.open?.());
  api?.getWidget(42)?.setPayload('spring');
};

const pixel: PixelPageApi | undefined = window.MC_PIXEL;
void pixel?.fireLogMoneyEvent('purchase', 19.9, 'EUR');
void window.MC_PIXEL?.fireLogConversionEvent('signup');

const tags: (keyof HTMLElementTagNameMap)[] = [
  'mc-bar', 'mc-slide-in', 'mc-modal', 'mc-page-takeover', 'mc-button',
  'mc-box', 'mc-landing', 'mc-customer-chat', 'mc-checkbox', 'mc-omnichat',
];
const box: HTMLElement = document.createElement('mc-box');
box.dataset['widgetId'] = '42';
document.body.append(box);
const bar: HTMLElement | null = document.querySelector('mc-bar');
console.log(tags.length, bar?.tagName);
`;

const SITE_TSCONFIG = {
  compilerOptions: {
    target: 'ES2020',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    types: [],
  },
  include: ['src'],
};

/** Packages a page never needs: the server's stack, the build and the test tools. */
const NOT_FOR_SITES =
  /^(fastify|@fastify\/.*|better-sqlite3|tsx|chart\.js|esbuild|@esbuild\/.*|libphonenumber-js|typescript|playwright-core|@web\/.*|@open-wc\/.*|sinon|axe-core|countries-list|mc-widgets-server)$/;

try {
  const [packed] = JSON.parse(npm(['pack', '--json', '--pack-destination', work], root).replace(/^[^[]*/, ''));
  const tarball = path.join(work, packed.filename);
  const files = packed.files.map((file) => file.path);
  console.log(`packed ${packed.filename}: ${files.length} files, ${packed.size} B (${packed.unpackedSize} B unpacked)`);
  for (const expected of [
    'dist/mc-widgets.js',
    'dist/ui/mc-ui.js',
    'dist/ui/mc-page.js',
    'dist/package/index.js',
    'dist/types/src/package.d.ts',
  ]) {
    check(files.includes(expected), `the tarball holds ${expected}`);
  }
  const stray = files.filter(
    (file) => /(^|\/)(test|tests|bench|server|demo|scripts|node_modules)\//.test(file) || /\.test\.|(^|\/)meta\.json$/.test(file),
  );
  check(
    stray.length === 0,
    `no test, bench, server or build file in the tarball${stray.length ? `: ${stray.slice(0, 5).join(', ')}` : ''}`,
  );
  // The README's word: dist/ only (the loader, the UI chunks and their maps, the entry, the types),
  // beside the package.json and README npm always adds; no source file, since the types are dist's.
  const outside = files.filter((file) => !file.startsWith('dist/') && !['package.json', 'README.md', 'LICENSE'].includes(file));
  check(outside.length === 0, `the tarball holds dist/ only${outside.length ? `: ${outside.slice(0, 5).join(', ')}` : ''}`);
  const outsideKinds = files.filter((file) => file.startsWith('dist/') && !/^dist\/(mc-widgets\.js|ui\/|package\/|types\/)/.test(file));
  check(
    outsideKinds.length === 0,
    `dist/ holds the loader, ui/, package/ and types/ alone${outsideKinds.length ? `: ${outsideKinds.join(', ')}` : ''}`,
  );
  const sources = files.filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'));
  check(sources.length === 0, `no TypeScript source in the tarball${sources.length ? `: ${sources.slice(0, 5).join(', ')}` : ''}`);

  const site = path.join(work, 'site');
  await mkdir(path.join(site, 'src'), { recursive: true });
  await writeFile(path.join(site, 'package.json'), JSON.stringify({ name: 'a-site', private: true, type: 'module' }));
  npm(['install', tarball, '--no-audit', '--no-fund', '--loglevel=error'], site);

  const installed = await installedPackages(path.join(site, 'node_modules'));
  const unwanted = installed.filter((name) => NOT_FOR_SITES.test(name));
  const megabytes = ((await folderBytes(path.join(site, 'node_modules'))) / 1e6).toFixed(1);
  check(
    unwanted.length === 0,
    `installing it pulls no server, build or test package (${installed.length} packages, ${megabytes} MB)${unwanted.length ? `: ${unwanted.join(', ')}` : ''}`,
  );
  const { dependencies = {} } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
  check(
    Object.keys(dependencies).every((name) => installed.includes(name)),
    'every runtime library is installed with it',
  );

  await writeFile(path.join(site, 'src', 'main.ts'), SITE_CODE);
  await writeFile(path.join(site, 'tsconfig.json'), JSON.stringify(SITE_TSCONFIG, null, 2));
  let typeErrors = '';
  try {
    execFileSync(process.execPath, [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', site], { encoding: 'utf8' });
  } catch (error) {
    typeErrors = String(error.stdout || error.message);
  }
  check(
    typeErrors === '',
    `a site's TypeScript (strict, no skipLibCheck, no Node types) type-checks against the package${typeErrors ? `:\n${typeErrors}` : ''}`,
  );

  const bundle = await build({
    absWorkingDir: site,
    entryPoints: ['src/main.ts'],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    outdir: 'out',
    logLevel: 'silent',
  }).catch((error) => ({ error }));
  const text = bundle.outputFiles?.[0]?.text ?? '';
  // What a site that imports the package ships up front (React, Emotion and every view, bundled at
  // once, nothing fetched later): the README states it beside the snippet's figures.
  const gzipped = gzipSync(text, { level: 9 }).length;
  check(
    text.length > 0,
    `esbuild bundles it (${text.length} B minified, ${gzipped} B gzip -9)${bundle.error ? `: ${bundle.error.message}` : ''}`,
  );
  check(text.includes('mc-box') && !/\bprocess\.env\b/.test(text), 'the bundle defines the elements and leaves no process.env behind');
} catch (error) {
  check(false, `pack check stopped: ${error.message}`);
} finally {
  await rm(work, { recursive: true, force: true });
}

if (failures.length) {
  console.error(`pack check: ${failures.length} failed`);
  process.exit(1);
}
console.log('pack check passed');

/** Every package folder under node_modules, scoped ones as `@scope/name`. */
async function installedPackages(dir) {
  const names = [];
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    if (entry.name.startsWith('@')) {
      for (const inner of await readdir(path.join(dir, entry.name))) names.push(`${entry.name}/${inner}`);
    } else {
      names.push(entry.name);
      names.push(...(await installedPackages(path.join(dir, entry.name, 'node_modules'))));
    }
  }
  return [...new Set(names)].sort();
}

async function folderBytes(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const sizes = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => stat(path.join(entry.parentPath ?? entry.path, entry.name)).then((info) => info.size)),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}
