/** The views' CSS templates as the repository holds them, for the tests of the build's CSS steps and of stylis. */
import { execFileSync } from 'node:child_process';
import ts from 'typescript';
import { cssTemplate } from '../../scripts/minify-css-templates.mjs';
import { parseSource } from '../../scripts/source-edits.mjs';

/** The code's TypeScript files, as the repository holds them. */
export const codeFiles = (): string[] =>
  execFileSync('git', ['ls-files', 'src', 'styles'], { encoding: 'utf8' })
    .split('\n')
    .filter((name) => /\.tsx?$/.test(name));

/**
 * Each CSS template's text (tagged `css` or `keyframes`, or marked as CSS), its interpolations as `X`, in source order;
 * with `taggedOnly`, the styles Emotion inserts (tagged) only, not the whole sheets (marked).
 */
export function cssTemplateTexts(source: string, name: string, { taggedOnly = false } = {}): string[] {
  const file = parseSource(source, name);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const template = cssTemplate(node, source);
    if (template && (!taggedOnly || ts.isTaggedTemplateExpression(template.parent))) {
      const text = ts.isNoSubstitutionTemplateLiteral(template)
        ? template.rawText
        : [template.head.rawText, ...template.templateSpans.map((span) => span.literal.rawText)].join('X');
      found.push(text ?? '');
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
