/**
 * A step of the production build's CSS plugin (minify-css-templates.mjs), after the templates are minified: a `css`
 * template without interpolations becomes the object Emotion's serialiser would make of it as the module is evaluated,
 * as Emotion's Babel plugin ships them, but for its name: `{styles}`, the text, named by Emotion's hash of it when
 * first drawn (`named` in styles/css.ts; a hash a style was 500 B gz, which compresses no further). Each module of the
 * UI then no longer serialises its styles on every page that evaluates it, most of them for kinds the page does not
 * show. The serialiser takes such an object as it is wherever a style goes (`serializeStyles` returns a lone
 * serialised style unchanged, and interpolates one by its `styles`).
 *
 * Templates with interpolations and `keyframes` are left to run: their text is only known then. The newlines of a
 * replaced template are put back after it, so every line of code keeps its number for the source maps.
 */
import ts from 'typescript';
import { applyEdits, parseSource } from './source-edits.mjs';

/** The source with each `css` template that has no interpolation replaced by its serialised style. */
export function serializeStaticStyles(source, fileName = 'file.tsx') {
  const file = parseSource(source, fileName);
  const edits = [];
  const visit = (node) => {
    if (
      ts.isTaggedTemplateExpression(node) &&
      ts.isIdentifier(node.tag) &&
      node.tag.text === 'css' &&
      !node.typeArguments &&
      ts.isNoSubstitutionTemplateLiteral(node.template)
    ) {
      // What Emotion's serialiser makes of a template with this (cooked) text and no interpolation is the text itself.
      const newlines = source.slice(node.getStart(), node.end).split('\n').length - 1;
      edits.push([node.getStart(), node.end, `{styles:${JSON.stringify(node.template.text)}}${'\n'.repeat(newlines)}`]);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return applyEdits(source, edits);
}
