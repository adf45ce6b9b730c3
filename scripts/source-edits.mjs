/** What the build's CSS steps share (minify-css-templates.mjs, serialize-static-styles.mjs): a source read by TypeScript's parser, and edits put back into it. */
import ts from 'typescript';

/** A module's syntax tree, as TypeScript reads it (TSX for `.tsx`). */
export function parseSource(source, fileName) {
  return ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

/** The source with each `[from, to, text]` edit made; the edits do not overlap. */
export function applyEdits(source, edits) {
  let out = source;
  for (const [from, to, text] of [...edits].sort((a, b) => b[0] - a[0])) out = out.slice(0, from) + text + out.slice(to);
  return out;
}
