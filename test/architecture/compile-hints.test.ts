/**
 * The compile hints (scripts/compile-hints.mjs). Function by function: which functions of a CommonJS factory or of a
 * module's top level become parenthesised expressions, which stay declarations because the code that runs first could
 * need them before their statement runs, that the module still behaves the same, and that the source map follows the
 * edits. The whole file's: its comment as the first line, the source map one line down. Each case bundles a small module
 * with esbuild, minified, as the production build does; the last cases read the build itself.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { generatedPositionFor, originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { build } from 'esbuild';
import path from 'node:path';
import { hintHotFunctions, readUnits, withWholeFileHint } from '../../scripts/compile-hints.mjs';

/** `lib.js` (CommonJS) bundled into an ES module whose `result` is what the entry reads from it. */
async function bundle(lib: string, entry = 'export const result = lib.run();') {
  return bundleModule(`import lib from 'virtual:pkg/lib.js'; ${entry}`, lib);
}

/** An ES module (`contents`) bundled, minified, with `virtual:pkg/lib.js` resolving to `lib`. */
async function bundleModule(contents: string, lib = '') {
  const { outputFiles } = await build({
    stdin: { contents, sourcefile: 'mod.js' },
    bundle: true,
    write: false,
    format: 'esm',
    minify: true,
    sourcemap: 'external',
    outdir: 'out',
    logLevel: 'silent',
    plugins: [
      {
        name: 'virtual',
        setup(builder) {
          builder.onResolve({ filter: /^virtual:/ }, (args) => ({ path: args.path.slice('virtual:'.length), namespace: 'virtual' }));
          builder.onResolve({ filter: /^external:/ }, (args) => ({ path: args.path.slice('external:'.length), external: true }));
          builder.onLoad({ filter: /.*/, namespace: 'virtual' }, () => ({ contents: lib, loader: 'js' }));
        },
      },
    ],
  });
  const file = (suffix: string) => outputFiles.find((output) => output.path.endsWith(suffix))!.text;
  return { code: file('.js'), map: file('.js.map') };
}

const hot = (...names: string[]) => new Set(names.map((name) => `lib.js:${name}`));

async function evaluate(code: string): Promise<unknown> {
  const module = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  return module.result;
}

/** Hints `names` in `lib` and checks that the module still gives what it gave before. */
async function hint(lib: string, names: string[], entry?: string) {
  const { code, map } = await bundle(lib, entry);
  const hinted = hintHotFunctions(code, map, hot(...names));
  assert.deepEqual(await evaluate(hinted.code), await evaluate(code), 'the module behaves as before');
  return { ...hinted, before: code };
}

describe('hintHotFunctions: which functions are converted', () => {
  const cases: { what: string; lib: string; converted: string[]; unsafe: string[]; entry?: string }[] = [
    {
      what: 'a hot function the factory only defines',
      lib: 'function used(){ return 1 } function unused(){ return 2 } exports.run = () => used();',
      converted: ['used'],
      unsafe: [],
    },
    {
      what: 'a function the factory calls before its declaration',
      lib: 'var early = first(); function first(){ return 3 } exports.run = () => early + first();',
      converted: [],
      unsafe: ['first'],
    },
    {
      what: 'a function reached at once through another one',
      lib: 'function outer(){ return inner() } var early = outer(); function inner(){ return 4 } exports.run = () => early + outer();',
      converted: ['outer'],
      unsafe: ['inner'],
    },
    {
      what: 'a function stored as a value before its declaration',
      lib: 'var table = { go: later }; function later(){ return 5 } exports.run = () => table.go();',
      converted: [],
      unsafe: ['later'],
    },
    {
      what: 'a function only named inside a function stored before it (not run while the factory runs)',
      lib: 'var table = { go: function(){ return later() } }; function later(){ return 6 } exports.run = () => table.go();',
      converted: ['later'],
      unsafe: [],
    },
    {
      what: 'a function run at once through what an earlier statement stored',
      lib:
        'var table = { go: function(){ return later() } }; var early = table.go(); function later(){ return 7 }' +
        ' exports.run = () => early;',
      converted: [],
      unsafe: ['later'],
    },
    {
      what: 'a function run at once by a conversion (`valueOf`)',
      lib:
        'var money = { valueOf: function(){ return later() } }; var total = money + 1; function later(){ return 11 }' +
        ' exports.run = () => total;',
      converted: [],
      unsafe: ['later'],
    },
    {
      what: 'a function run at once by a getter',
      lib: 'var box = { get size(){ return later() } }; var size = box.size; function later(){ return 12 } exports.run = () => size;',
      converted: [],
      unsafe: ['later'],
    },
    {
      what: 'a function stored on an outside object before its declaration (code outside may call it)',
      lib: 'exports.go = function(){ return later() }; function later(){ return 13 } exports.run = () => exports.go();',
      converted: [],
      unsafe: ['later'],
    },
    {
      what: 'a function beside a check that runs no code of the factory',
      lib:
        'var table = { go: function(){ return later() } }, Weak = "function" == typeof WeakMap ? WeakMap : Map;' +
        ' function later(){ return 14 } exports.run = () => table.go() + (Weak === WeakMap ? 1 : 0);',
      converted: ['later'],
      unsafe: [],
    },
    {
      what: 'a function assigned again elsewhere',
      lib: 'function swapped(){ return 8 } exports.swap = () => { swapped = () => 9 }; exports.run = () => swapped();',
      converted: [],
      unsafe: ['swapped'],
    },
    {
      what: 'functions after the code that reaches others',
      lib: 'function a(){ return b() } function b(){ return 10 } var early = a(); exports.run = () => early + a() + b();',
      converted: ['a', 'b'],
      unsafe: [],
    },
  ];
  for (const { what, lib, converted, unsafe, entry } of cases) {
    it(what, async () => {
      const names = [...converted, ...unsafe];
      const result = await hint(lib, names, entry);
      assert.deepEqual(result.converted.sort(), converted.map((name) => `lib.js:${name}`).sort());
      assert.deepEqual(result.unsafe.sort(), unsafe.map((name) => `lib.js:${name}`).sort());
      assert.equal(result.factories, 1);
    });
  }

  it('leaves the functions not listed as declarations', async () => {
    const { code, map } = await bundle('function a(){ return 1 } function b(){ return 2 } exports.run = () => a() + b();');
    const functions = readUnits(code, map).flatMap((unit) => unit.functions);
    const hinted = hintHotFunctions(code, map, hot('a'));
    const b = functions.find((candidate) => candidate.key === 'lib.js:b')!.declaration;
    assert.match(hinted.code, new RegExp(`function ${b.id.name}\\(`), 'b is still declared');
    assert.match(hinted.code, /=\(function\(/, 'a is an expression in parentheses');
  });

  it('turns the factory into a function expression in parentheses', async () => {
    const { code } = await hint('function a(){ return 1 } exports.run = () => a();', ['a']);
    assert.match(code, /\(\(function\([a-z]*(,[a-z]*)?\)\{/);
  });

  // (esbuild rewrites a module's top-level `this` to its `exports`, so `arguments` is the case that reaches the hint.)
  it('leaves a factory that reads `arguments` as it is', async () => {
    const result = await hint('exports.kind = typeof arguments; function a(){ return 1 } exports.run = () => exports.kind + a();', ['a']);
    assert.equal(result.factories, 0);
    assert.equal(result.code, result.before);
  });

  it('writes neighbouring functions as one statement', async () => {
    const { code } = await hint(
      'function a(){ return 1 } function b(){ return 2 } function c(){ return 3 } exports.run = () => a() + b() + c();',
      ['a', 'b', 'c'],
    );
    assert.equal(code.match(/var [\w$]+=\(function/g)?.length, 1, code);
    assert.equal(code.match(/\(function\(\)/g)?.length, 3, code);
  });
});

describe("hintHotFunctions: a module's own top level", () => {
  /** Hints `names` of `mod.js` (an ES module exporting `result`) and checks that it still gives what it gave before. */
  async function hintModule(source: string, names: string[]) {
    const { code, map } = await bundleModule(source);
    const hinted = hintHotFunctions(code, map, new Set(names.map((name) => `mod.js:${name}`)));
    assert.deepEqual(await evaluate(hinted.code), await evaluate(code), 'the module behaves as before');
    return { ...hinted, before: code };
  }
  const key = (...names: string[]) => names.map((name) => `mod.js:${name}`).sort();

  const cases: { what: string; source: string; converted: string[]; unsafe: string[] }[] = [
    {
      what: 'a hot declaration the module only defines, and a hot function assigned to a variable',
      source:
        'function used(n){ return n + 1 } function unused(){ return 2 } const twice = (n) => used(n) * 2;' +
        ' globalThis.keep = [used, unused, twice]; export const result = twice(1);',
      converted: ['used', 'twice'],
      unsafe: [],
    },
    {
      what: 'a declaration the module calls before it',
      source: 'const early = first(); function first(){ return 3 } globalThis.keep = first; export const result = early;',
      converted: [],
      unsafe: ['first'],
    },
    {
      what: 'a declaration reached at once through a function assigned before it',
      source:
        'const go = () => later(); const early = go(); function later(){ return 4 } globalThis.keep = [go, later]; export const result = early;',
      converted: ['go'],
      unsafe: ['later'],
    },
  ];
  for (const { what, source, converted, unsafe } of cases) {
    it(what, async () => {
      const result = await hintModule(source, [...converted, ...unsafe]);
      assert.deepEqual(result.converted.sort(), key(...converted));
      assert.deepEqual(result.unsafe.sort(), key(...unsafe));
    });
  }

  it('puts a converted declaration and a hot function value in parentheses', async () => {
    const { code } = await hintModule(
      'function used(n){ return n + 1 } const twice = (n) => used(n) * 2; globalThis.keep = [used, twice]; export const result = twice(1);',
      ['used', 'twice'],
    );
    assert.match(code, /var [\w$]+=\(function\(/, code);
    assert.match(code, /=\(\(?[\w$]+\)?=>/, code);
  });

  it('leaves the top level of a module that imports another as it is', async () => {
    const { code, map } = await bundleModule(
      'import { shared } from "external:./other.js"; function used(){ return shared } globalThis.keep = used; export const result = 1;',
    );
    assert.deepEqual(readUnits(code, map), [], 'no unit to hint');
  });
});

describe('hintHotFunctions: the source map', () => {
  it('maps the converted code to where it was written', async () => {
    const lib = 'function first(){ return 1 }\nfunction second(){\n  return 2;\n}\nexports.run = () => first() + second();';
    const { code, map } = await hint(lib, ['first', 'second']);
    const trace = new TraceMap(map);
    const at = (needle: string) => {
      const offset = code.indexOf(needle);
      assert.notEqual(offset, -1, needle);
      const before = code.slice(0, offset).split('\n');
      return originalPositionFor(trace, { line: before.length, column: before.at(-1)!.length });
    };
    assert.equal(at('return 2').line, 3);
    assert.equal(at('return 2').source, 'virtual:pkg/lib.js');
    assert.equal(at('return 1').line, 1);
    // `second`'s declaration, where it was written, now points at its `function` keyword, after the inserted `=(`.
    const generated = generatedPositionFor(trace, { source: 'virtual:pkg/lib.js', line: 2, column: 0 });
    const lineStart =
      code
        .split('\n')
        .slice(0, generated.line! - 1)
        .join('\n').length + (generated.line! > 1 ? 1 : 0);
    assert.equal(code.slice(lineStart + generated.column!).slice(0, 9), 'function(');
  });
});

// The build's list, recorded by scripts/record-compile-hints.mjs, against the React the renderer is built from (the
// build, which `npm test` runs first, refuses a list that reaches fewer than half of its names).
describe('the renderer as built', () => {
  it('carries the hint function by function: the recorded functions in parentheses, the rest declared', () => {
    const code = readFileSync('dist/ui/mc-ui.js', 'utf8');
    const map = readFileSync('dist/ui/mc-ui.js.map', 'utf8');
    const recorded = new Set<string>(JSON.parse(readFileSync('scripts/compile-hints.json', 'utf8'))['mc-ui.js']);
    assert.doesNotMatch(code, /allFunctionsCalledOnLoad/, 'no whole-file hint on the renderer');
    const declared = readUnits(code, map).flatMap(({ functions }) => functions.map(({ key }) => key));
    const stillDeclared = declared.filter((key) => recorded.has(key));
    assert.ok(stillDeclared.length <= 10, `recorded but left declared: ${stillDeclared.join(', ')}`);
    const inParentheses = code.match(/=\(function\(/g)?.length ?? 0;
    assert.ok(inParentheses >= recorded.size - stillDeclared.length, `${inParentheses} in parentheses for ${recorded.size} recorded`);
    assert.ok(declared.length > 200, `${declared.length} functions left lazy`);
  });
});

describe('withWholeFileHint', () => {
  it('puts the comment first and moves the source map one line down', async () => {
    const { code, map } = await bundleModule(
      'export function area(width, height) {\n  return width * height * 31;\n}\nexport const result = area(2, 3);',
    );
    const hinted = withWholeFileHint(code, map);
    assert.ok(hinted.code.startsWith('//# allFunctionsCalledOnLoad\n'));
    assert.equal(hinted.code.slice('//# allFunctionsCalledOnLoad\n'.length), code);
    const at = (text: string, sourceMap: string, needle: string) => {
      const before = text.slice(0, text.indexOf(needle)).split('\n');
      return originalPositionFor(new TraceMap(sourceMap), { line: before.length, column: before.at(-1)!.length });
    };
    const original = at(code, map, '31');
    assert.equal(original.line, 2);
    assert.deepEqual(at(hinted.code, hinted.map, '31'), original);
    assert.equal(await evaluate(hinted.code), 186);
  });
});

// What a widget page runs at once is compiled as it arrives: the loader, the page stage and the chunk beside the
// renderer carry the whole file's hint as their first line, their source maps moved down with it; the chunks fetched
// only when needed (DOMPurify, the chat kinds, the SMS card...) carry none.
describe('the hint of the loader, the page stage and the UI chunk as built', () => {
  const { uiImports } = JSON.parse(readFileSync('dist/meta.json', 'utf8')) as { uiImports: string[] };
  const hinted = ['mc-widgets.js', 'ui/mc-page.js', ...uiImports];

  it('is the first line of the loader, the page stage and the UI chunk, and on no other file', () => {
    const all = [
      'mc-widgets.js',
      ...readdirSync('dist/ui')
        .filter((name) => name.endsWith('.js'))
        .map((name) => `ui/${name}`),
    ];
    assert.ok(
      all.includes('ui/mc-purify.js') && all.includes('ui/mc-chat.js') && hinted.every((file) => all.includes(file)),
      all.join(', '),
    );
    for (const file of all) {
      const code = readFileSync(`dist/${file}`, 'utf8');
      if (hinted.includes(file)) assert.ok(code.startsWith('//# allFunctionsCalledOnLoad\n'), file);
      else assert.doesNotMatch(code, /allFunctionsCalledOnLoad/, file);
    }
  });

  it('leaves each hinted file mapped to its sources', () => {
    for (const file of hinted) {
      const code = readFileSync(`dist/${file}`, 'utf8');
      const trace = new TraceMap(readFileSync(`dist/${file}.map`, 'utf8'));
      // A string the file holds once, found on the line of its source that the map names.
      const literals = [...code.matchAll(/"([a-z][\w-]{9,})"/g)].filter(([whole]) => code.indexOf(whole) === code.lastIndexOf(whole));
      assert.ok(literals.length >= 5, `${file}: ${literals.length} strings to check`);
      for (const { 1: text, index } of literals.slice(0, 20)) {
        const before = code.slice(0, index).split('\n');
        const { source, line } = originalPositionFor(trace, { line: before.length, column: before.at(-1)!.length });
        assert.ok(source && line, `${file}: "${text}" maps nowhere`);
        const written = readFileSync(path.resolve(path.dirname(`dist/${file}`), source), 'utf8').split('\n')[line - 1] ?? '';
        assert.ok(text && written.includes(text), `${file}: "${text}" maps to ${source}:${line}, which reads ${written.trim()}`);
      }
    }
  });
});
