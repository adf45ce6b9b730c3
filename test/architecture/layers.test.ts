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
    assert.doesNotMatch(build, /alias\s*:|onLoad/);
    // One resolve hook, which only marks a package free of side effects and returns esbuild's own resolution.
    assert.equal(build.match(/onResolve/g)?.length ?? 0, 1);
    assert.match(
      build,
      /onResolve\(\{ filter: \/\^hoist-non-react-statics\$\/ \}[\s\S]*?build\.resolve\(specifier, [\s\S]*?return \{ \.\.\.resolved, sideEffects: false \};/,
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
