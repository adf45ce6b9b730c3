// The repository explains itself: whoever clones it has README.md, docs/ and the code. Comments and
// docs, in src, server, styles, test, scripts, bench, demo, docs, README.md and the root's configs, cite the project's own docs
// (`docs/display-rules.md#repeat-rule`) or state the rule, never a
// document outside the repository, and every doc section they cite exists.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const AREAS = ['.'];
const TEXT = /\.(ts|tsx|mts|cts|js|mjs|cjs|json|md|html|css|sql|yml|yaml|sh|txt)$|^\.ci\//;
const GENERATED = new Set(['package-lock.json']);
const SKIPPED_DIRS = new Set(['.git', 'node_modules', 'dist', 'data', 'test-results']);

/** The tracked text files; a copy without git is walked instead. */
function repositoryFiles(): string[] {
  try {
    const listed = execFileSync('git', ['-C', ROOT, 'ls-files', '-z', '--', ...AREAS], { encoding: 'utf8' });
    return listed.split('\0').filter((file) => TEXT.test(file) && !GENERATED.has(file) && existsSync(path.join(ROOT, file)));
  } catch {
    const files: string[] = [];
    const walk = (relative: string) => {
      const full = path.join(ROOT, relative);
      if (!existsSync(full)) return;
      if (statSync(full).isFile()) {
        if (TEXT.test(relative) && !GENERATED.has(relative)) files.push(relative);
        return;
      }
      for (const entry of readdirSync(full)) if (!SKIPPED_DIRS.has(entry)) walk(path.join(relative, entry));
    };
    AREAS.forEach(walk);
    return files;
  }
}

const files = repositoryFiles();
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/**
 * Citations of the specification documents kept beside the repository, and paths into them. The
 * section sign may follow a comment's line break (`spec 2` at the end of one line, `§4` on the next).
 */
const OUTSIDE_CITATIONS: ReadonlyArray<[string, RegExp]> = [
  ['a numbered spec section', /\b[Ss]pec\s+\d(?:\s|\*|\/)*§/],
  ['a contract section', /\bCONTRACT\s?§/],
  ['a path outside the repository', /\.\.\/shared\//],
];

/** GitHub's anchor for a heading: lower case, punctuation dropped, each space a hyphen. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a markdown file's headings, outside code blocks, numbered as GitHub numbers repeats. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1]!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

interface DocReference {
  file: string;
  line: number;
  doc: string;
  anchor: string | undefined;
}

/** `docs/<file>.md` and `docs/<file>.md#<anchor>` anywhere, and relative links `](<file>.md#<anchor>)` inside docs/. */
function docReferences(file: string, text: string): DocReference[] {
  const references: DocReference[] = [];
  const lineOf = (offset: number) => text.slice(0, offset).split('\n').length;
  for (const match of text.matchAll(/\bdocs\/([\w.-]+\.md)(?:#([\w-]+))?/g)) {
    references.push({ file, line: lineOf(match.index!), doc: `docs/${match[1]}`, anchor: match[2] });
  }
  if (file.startsWith('docs/') && file.endsWith('.md')) {
    for (const match of text.matchAll(/\]\(([\w.-]+\.md)(?:#([\w-]+))?\)/g)) {
      references.push({ file, line: lineOf(match.index!), doc: `docs/${match[1]}`, anchor: match[2] });
    }
  }
  return references;
}

describe('the repository explains itself', () => {
  test('reads the files it guards', () => {
    assert.ok(files.length > 300, `only ${files.length} files found`);
    assert.ok(files.includes('src/runtime/constants.ts') && files.includes('docs/architecture.md'));
  });

  test('no file cites a document outside the repository', () => {
    const found = files.flatMap((file) =>
      OUTSIDE_CITATIONS.filter(([, pattern]) => pattern.test(read(file))).map(([what]) => `${file}: ${what}`),
    );
    assert.deepEqual(found, []);
  });

  test('every doc and heading a comment or a doc cites exists', () => {
    const anchors = new Map<string, Set<string> | null>();
    const anchorsFor = (doc: string) => {
      if (!anchors.has(doc)) anchors.set(doc, existsSync(path.join(ROOT, doc)) ? anchorsOf(read(doc)) : null);
      return anchors.get(doc)!;
    };
    const broken = files.flatMap((file) =>
      docReferences(file, read(file))
        .filter(({ doc, anchor }) => {
          const known = anchorsFor(doc);
          return known === null || (anchor !== undefined && !known.has(anchor));
        })
        .map(({ file: from, line, doc, anchor }) => `${from}:${line}: ${doc}${anchor ? `#${anchor}` : ''}`),
    );
    assert.deepEqual(broken, []);
  });

  test('the anchors are the ones GitHub makes', () => {
    assert.equal(slug('`<mc-bar>`'), 'mc-bar');
    assert.equal(slug('The SMS card (any card kind with `channel: "sms"`)'), 'the-sms-card-any-card-kind-with-channel-sms');
    assert.equal(slug('`window.MC_PIXEL`'), 'windowmc_pixel');
    assert.deepEqual(
      [...anchorsOf('# A\n## Repeat rule\n```\n# not a heading\n```\n## Repeat rule\n')],
      ['a', 'repeat-rule', 'repeat-rule-1'],
    );
  });

  test('a citation or a missing section is caught', () => {
    const citation = ['spec', ' 1 ', '§5'].join('');
    assert.ok(OUTSIDE_CITATIONS.some(([, pattern]) => pattern.test(`// ${citation}: the repeat rule`)));
    assert.ok(OUTSIDE_CITATIONS.some(([, pattern]) => pattern.test(` * (spec 2\n * ${'§'}4)`)));
    const [reference] = docReferences('src/x.ts', `// ${['docs', 'display-rules.md#no-such-rule'].join('/')}`);
    assert.equal(reference?.anchor, 'no-such-rule');
    assert.ok(!anchorsOf(read('docs/display-rules.md')).has('no-such-rule'));
    assert.ok(anchorsOf(read('docs/display-rules.md')).has('repeat-rule'));
  });
});
