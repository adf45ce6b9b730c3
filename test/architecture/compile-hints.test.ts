/**
 * The renderer's per-function compile hint (scripts/compile-hints.mjs): which functions of a CommonJS factory become
 * parenthesised expressions, which stay declarations because the factory's own code could need them before their
 * statement runs, that the module still behaves the same, and that the source map follows the edits. Each case bundles
 * a small CommonJS module with esbuild, minified, as the production build does.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { decodedMappings, generatedPositionFor, originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { build } from 'esbuild';
import { hintHotFunctions, readFactories } from '../../scripts/compile-hints.mjs';

/** `lib.js` (CommonJS) bundled into an ES module whose `result` is what the entry reads from it. */
async function bundle(lib: string, entry = 'export const result = lib.run();') {
  const { outputFiles } = await build({
    stdin: { contents: `import lib from 'virtual:pkg/lib.js'; ${entry}` },
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
    const functions = readFactories(code, map).flatMap((factory) => factory.functions);
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
    const declared = readFactories(code, map).flatMap(({ functions }) => functions.map(({ key }) => key));
    const stillDeclared = declared.filter((key) => recorded.has(key));
    assert.ok(stillDeclared.length <= 10, `recorded but left declared: ${stillDeclared.join(', ')}`);
    const inParentheses = code.match(/=\(function\(/g)?.length ?? 0;
    assert.ok(inParentheses >= recorded.size - stillDeclared.length, `${inParentheses} in parentheses for ${recorded.size} recorded`);
    assert.ok(declared.length > 200, `${declared.length} functions left lazy`);
  });
});

// What a widget page runs at once is compiled as it arrives: the page stage and the chunk beside the renderer carry V8's
// whole-file hint on their first line, and their source maps still point at what was written. The loader, which every
// page runs, and the chunks fetched only when needed (DOMPurify, the chat kinds, the SMS card...) carry none.
describe('the whole-file hint as built', () => {
  const { uiImports } = JSON.parse(readFileSync('dist/meta.json', 'utf8')) as { uiImports: string[] };
  const hinted = ['ui/mc-page.js', ...uiImports];

  it('is on the first line of the page stage and the UI chunk', () => {
    for (const file of hinted) assert.match(readFileSync(`dist/${file}`, 'utf8'), /^\/\/# allFunctionsCalledOnLoad\n/, file);
  });

  it('is neither on the loader nor on a chunk fetched only when needed', () => {
    const others = [
      'mc-widgets.js',
      ...readdirSync('dist/ui')
        .filter((name) => name.endsWith('.js'))
        .map((name) => `ui/${name}`)
        .filter((file) => !hinted.includes(file)),
    ];
    assert.ok(others.includes('ui/mc-purify.js') && others.includes('ui/mc-chat.js'), others.join(', '));
    for (const file of others) assert.doesNotMatch(readFileSync(`dist/${file}`, 'utf8'), /allFunctionsCalledOnLoad/, file);
  });

  it('leaves each hinted file mapped to its sources', () => {
    for (const file of hinted) {
      const lines = decodedMappings(new TraceMap(readFileSync(`dist/${file}.map`, 'utf8')));
      // The minified code is one line: unshifted, its mappings would lie on the hint's line and the code's line would have none.
      assert.equal(lines[0]?.length ?? 0, 0, `${file}: the hint's line maps to nothing`);
      assert.ok((lines[1]?.length ?? 0) > 100, `${file}: the code's line is mapped`);
    }
  });
});
