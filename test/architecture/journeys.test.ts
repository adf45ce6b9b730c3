// The two journeys of docs/architecture.md stay true to the module graph: every file they name
// exists, each step's file is joined to an earlier step's file by an import (static, dynamic, type-only,
// or of a chunk by its path): a call goes down an import, and a commit goes up to the subscriber
// that imports what it is told of. Each journey keeps within its count, and what the steps "read
// through" is imported by a step (or by a file read through).
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { before, describe, test } from 'node:test';
import { cruise } from 'dependency-cruiser';

const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs');

/** Who imports whom: file → the project files it imports. */
type Graph = Map<string, Set<string>>;

async function moduleGraph(): Promise<Graph> {
  const { output } = await cruise(['src'], { ...config.options, validate: false });
  if (typeof output === 'string') throw new Error(`dependency-cruiser answered with text: ${output.slice(0, 200)}`);
  const graph: Graph = new Map();
  for (const module of output.modules) {
    graph.set(
      module.source,
      new Set(module.dependencies.filter((dependency) => !dependency.coreModule).map((dependency) => dependency.resolved)),
    );
  }
  // A chunk is imported by its path (runtime/chunks.ts), not by a specifier the graph can see: the file
  // that names a chunk's constant imports the chunk's entry, as esbuild.config.mjs builds it.
  const chunks = readFileSync('src/runtime/chunks.ts', 'utf8');
  const build = readFileSync('esbuild.config.mjs', 'utf8');
  for (const [, constant, chunkPath] of chunks.matchAll(/export const (\w+_CHUNK) = '([^']+)'/g)) {
    const name = /ui\/([\w-]+)\.js$/.exec(chunkPath!)?.[1];
    const entry = new RegExp(`'${name}': '(src/[^']+)'`).exec(build)?.[1];
    assert.ok(entry, `esbuild.config.mjs builds ${chunkPath} from a file of src/`);
    for (const [file, imports] of graph) {
      if (file !== 'src/runtime/chunks.ts' && new RegExp(`\\b${constant}\\b`).test(readFileSync(file, 'utf8'))) imports.add(entry);
    }
  }
  // A barrel (a file of re-exports only) is no stop of its own: importing it imports what it re-exports.
  const barrels = [...graph.keys()].filter((file) =>
    readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
      .split(';')
      .every((statement) => !statement.trim() || /^\s*export\s[\s\S]*\sfrom\s/.test(statement)),
  );
  for (let changed = true; changed;) {
    changed = false;
    for (const imports of graph.values()) {
      for (const barrel of barrels.filter((file) => imports.has(file))) {
        for (const file of graph.get(barrel)!) if (!imports.has(file)) changed = imports.add(file) !== undefined;
      }
    }
  }
  return graph;
}

interface Journey {
  steps: string[];
  readsThrough: string[];
}

/** The numbered steps (each opens with its file) and the paths of the paragraph that says what the steps read through. */
function journey(title: string): Journey {
  const doc = readFileSync('docs/architecture.md', 'utf8');
  const section = doc.split(/^## /m).find((candidate) => candidate.startsWith(title));
  assert.ok(section, `docs/architecture.md has a "${title}" section`);
  const steps = [...section.matchAll(/^\d+\. `((?:src|styles)\/[\w/.-]+)`/gm)].map((match) => match[1]!);
  const paragraph = section.split(/\n\n/).find((block) => /reads? through/.test(block) && !/^\d+\./.test(block));
  assert.ok(paragraph, `the "${title}" section says what its steps read through`);
  const readsThrough = [...paragraph.matchAll(/`((?:src|styles)\/[\w/.-]+)`/g)].map((match) => match[1]!);
  return { steps, readsThrough };
}

function checkJourney(graph: Graph, { steps, readsThrough }: Journey, entry: string, most: number): void {
  assert.ok(steps.length >= 6 && steps.length <= most, `${steps.length} steps, at most ${most}`);
  assert.equal(new Set(steps).size, steps.length, 'each file is one step');
  for (const file of [...steps, ...readsThrough]) assert.ok(existsSync(file), `${file} exists`);
  assert.equal(steps[0], entry, `the journey starts at ${entry}`);
  steps.forEach((file, index) => {
    if (index === 0) return;
    const joined = steps.slice(0, index).find((earlier) => graph.get(earlier)?.has(file) || graph.get(file)?.has(earlier));
    assert.ok(joined, `step ${index + 1}, ${file}, is joined by an import to an earlier step's file`);
  });
  const covers = (path: string, file: string) => (path.endsWith('/') ? file.startsWith(path) : file === path);
  const imported = new Set(steps.flatMap((file) => [...(graph.get(file) ?? [])]));
  // What is read through may itself be read through another listed path (the readers, through the schema).
  for (let grown = true; grown;) {
    grown = false;
    for (const file of [...imported].filter((candidate) => readsThrough.some((path) => covers(path, candidate)))) {
      for (const next of graph.get(file) ?? []) if (!imported.has(next)) grown = imported.add(next) !== undefined;
    }
  }
  for (const path of readsThrough) {
    assert.ok(
      [...imported].some((file) => covers(path, file)),
      `${path}, read through, is imported by a step's file`,
    );
  }
}

describe('the journeys of docs/architecture.md', () => {
  let graph: Graph;
  before(async () => {
    graph = await moduleGraph();
  });

  test("journey 1, the load answer → a modal's title on screen, follows the module graph in at most 20 files", () => {
    const path = journey('Journey 1');
    checkJourney(graph, path, 'src/index.ts', 20);
    assert.ok(path.steps.includes('src/runtime/config/parse-load-answer.ts') && path.steps.includes('src/react/card/CardTitle.tsx'));
  });

  test('journey 2, an opt-in click → the pixel event on the wire, follows the module graph in at most 12 files', () => {
    const path = journey('Journey 2');
    checkJourney(graph, path, 'src/react/messenger/MessengerOptIn.tsx', 12);
    assert.ok(path.steps.includes('src/pixel/widget-events.ts') && path.steps.includes('src/pixel/transport.ts'));
  });

  test('a step no earlier step imports, or a path that is not read, is caught', () => {
    assert.throws(() =>
      checkJourney(
        graph,
        { steps: ['src/index.ts', 'src/loader/boot.ts', 'src/react/card/CardTitle.tsx', 'src/a', 'src/b', 'src/c'], readsThrough: [] },
        'src/index.ts',
        20,
      ),
    );
    const { steps } = journey('Journey 1');
    assert.doesNotThrow(() => checkJourney(graph, { steps, readsThrough: ['src/runtime/kinds.ts'] }, 'src/index.ts', 20));
    assert.throws(() => checkJourney(graph, { steps, readsThrough: ['src/pixel/transport.ts'] }, 'src/index.ts', 20));
    assert.throws(() => checkJourney(graph, { steps, readsThrough: [] }, 'src/index.ts', steps.length - 1));
    // A chunk's entry counts as imported by the file that names its path.
    assert.ok(graph.get('src/loader/boot.ts')?.has('src/stage/page-stage.ts'));
  });
});
