/**
 * An esbuild plugin for the production build: the CSS of Emotion's `css` and `keyframes` templates, and of
 * plain templates marked `/* css *\/` (a shadow root's own style sheet), shipped without comments and
 * without the indentation it is written with, as Emotion's own Babel plugin ships it (esbuild leaves
 * template text as written). About 300 B gz of the UI.
 *
 * The templates are found by TypeScript's parser. Only their text changes,
 * never an interpolation `${...}`; quoted strings are kept as they are; the newlines taken out are put
 * back after the closing backtick, where the minifier drops them, so every line of code keeps its
 * number for the source maps. The plugin then ships the `css` templates without interpolations serialised
 * (serialize-static-styles.mjs).
 */
import { readFile } from 'node:fs/promises';
import ts from 'typescript';
import { serializeStaticStyles } from './serialize-static-styles.mjs';
import { applyEdits, parseSource } from './source-edits.mjs';

/** The comment that marks a plain template as CSS, as editors' CSS-in-JS highlighting reads it. */
const CSS_MARK = '/* css */';

/** Whitespace collapsed, and none beside `{ } ; ,` or after `:`: for CSS outside quotes and comments. */
const tighten = (css) =>
  css
    .replace(/\s+/g, ' ')
    .replace(/ ?([{};,]) ?/g, '$1')
    .replace(/: /g, ':');

/** CSS text without comments or needless whitespace; quoted strings are kept as written. */
export function minifyCssText(text) {
  let out = '';
  let plain = '';
  for (let i = 0; i < text.length;) {
    const char = text[i];
    if (char === '"' || char === "'") {
      let end = i + 1;
      while (end < text.length && text[end] !== char) end += text[end] === '\\' ? 2 : 1;
      out += tighten(plain) + text.slice(i, end + 1);
      plain = '';
      i = end + 1;
    } else if (text.startsWith('/*', i)) {
      const end = text.indexOf('*/', i + 2);
      plain += ' ';
      i = end === -1 ? text.length : end + 2;
    } else {
      plain += char;
      i += 1;
    }
  }
  return out + tighten(plain);
}

/** The text between a template part's delimiters (`` ` ``, `${`, `}`), as [from, to) in the source. */
function partText(part) {
  const from = part.getStart() + 1;
  const to = part.end - (ts.isTemplateHead(part) || ts.isTemplateMiddle(part) ? 2 : 1);
  return [from, to];
}

/** A template that holds CSS: tagged `css` or `keyframes`, or plain and marked by a `/* css *\/` comment before it. */
export function cssTemplate(node, source) {
  if (ts.isTaggedTemplateExpression(node)) {
    return ts.isIdentifier(node.tag) && (node.tag.text === 'css' || node.tag.text === 'keyframes') ? node.template : undefined;
  }
  if (!ts.isNoSubstitutionTemplateLiteral(node) && !ts.isTemplateExpression(node)) return undefined;
  if (ts.isTaggedTemplateExpression(node.parent)) return undefined;
  // On the line of the token before it, the comment counts as that token's trailing comment.
  const comments = [...(ts.getTrailingCommentRanges(source, node.pos) ?? []), ...(ts.getLeadingCommentRanges(source, node.pos) ?? [])];
  return comments.some(({ pos, end }) => source.slice(pos, end) === CSS_MARK) ? node : undefined;
}

/** The source with the text of every CSS template minified (found by TypeScript's parser). */
export function minifyCssTemplates(source, fileName = 'file.tsx') {
  const file = parseSource(source, fileName);
  const edits = [];
  const visit = (node) => {
    const template = cssTemplate(node, source);
    if (template) {
      const parts = ts.isNoSubstitutionTemplateLiteral(template)
        ? [template]
        : [template.head, ...template.templateSpans.map((span) => span.literal)];
      let newlines = 0;
      parts.forEach((part, index) => {
        const [from, to] = partText(part);
        const text = source.slice(from, to);
        newlines += text.split('\n').length - 1;
        let minified = minifyCssText(text);
        if (index === 0) minified = minified.trimStart();
        if (index === parts.length - 1) minified = minified.trimEnd();
        edits.push([from, to, minified]);
      });
      if (newlines) edits.push([template.end, template.end, '\n'.repeat(newlines)]);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return applyEdits(source, edits);
}

export const minifyCssTemplatesPlugin = {
  name: 'minify-css-templates',
  setup(build) {
    build.onLoad({ filter: /[\\/](src|styles)[\\/].*\.tsx?$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      if (!source.includes('css`') && !source.includes('keyframes`') && !source.includes(CSS_MARK)) return undefined;
      // Then the templates without interpolations are shipped serialised (serialize-static-styles.mjs).
      return { contents: serializeStaticStyles(minifyCssTemplates(source, path), path), loader: path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};
