// The layers of src/ as docs/architecture.md draws them: imports point down, no module imports
// itself round a circle, and the build wires the code as it reads (the journeys: journeys.test.ts).
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, test } from 'node:test';
import { cruise } from 'dependency-cruiser';

const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs');

describe('the layers of src/', () => {
  test('have no import that points up and no import circle, type-only imports included', async () => {
    const { output } = await cruise(['src'], { ...config.options, validate: true, ruleSet: { forbidden: config.forbidden } });
    if (typeof output === 'string') throw new Error(`dependency-cruiser answered with text: ${output.slice(0, 200)}`);
    const violations = output.summary.violations.map(
      (violation) =>
        `${violation.rule.name}: ${violation.from} → ${violation.to}${violation.cycle ? ` (${violation.cycle.map((step) => step.name).join(' → ')})` : ''}`,
    );
    assert.deepEqual(violations, []);
    assert.ok(output.summary.totalCruised > 100, 'the check read the source tree');
  });

  test('are wired by the build as they read: no import is redirected to another module', async () => {
    const build = await readFile('esbuild.config.mjs', 'utf8');
    assert.doesNotMatch(build, /alias\s*:|onResolve|onLoad/);
    // Its one plugin resolves nothing: it reads the file esbuild asked for, minifies the text of its CSS templates and
    // ships those without interpolations serialised (what that changes and keeps: test/architecture/css-templates.test.ts).
    const plugin = await readFile('scripts/minify-css-templates.mjs', 'utf8');
    assert.doesNotMatch(plugin, /alias\s*:|onResolve/);
    assert.equal(plugin.match(/onLoad/g)?.length, 1);
    assert.match(
      plugin,
      /const source = await readFile\(path, 'utf8'\);[\s\S]*?contents: serializeStaticStyles\(minifyCssTemplates\(source, path\), path\)/,
    );
  });

  test('reach the UI host through React context, not a module global', async () => {
    const sources = await readdir('src', { recursive: true });
    const found: string[] = [];
    for (const file of sources.filter((name) => /\.tsx?$/.test(name))) {
      if (/\b(get|set)UiHost\b/.test(await readFile(path.join('src', file), 'utf8'))) found.push(file);
    }
    assert.deepEqual(found, []);
  });
});
