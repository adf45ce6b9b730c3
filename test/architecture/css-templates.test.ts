/**
 * The production build's minifier of the views' CSS templates (scripts/minify-css-templates.mjs):
 * what it takes out, what it keeps, and that every template of the code reads the same to Emotion's
 * CSS compiler (stylis) before and after, with the same line count for the source maps. Then the
 * templates without interpolations shipped serialised (scripts/serialize-static-styles.mjs): each is
 * the style Emotion's serialiser makes of it as the module runs.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import ts from 'typescript';
import { compile, serialize, stringify } from 'stylis';
import { serializeStyles } from '@emotion/serialize';
import { named, type SerializedStyles } from '../../styles/css';
import { minifyCssTemplates, minifyCssText } from '../../scripts/minify-css-templates.mjs';
import { serializeStaticStyles } from '../../scripts/serialize-static-styles.mjs';
import { parseSource } from '../../scripts/source-edits.mjs';
import { codeFiles, cssTemplateTexts } from './css-template-texts';

describe('minifyCssText', () => {
  const cases: [string, string, string][] = [
    ['indentation and newlines', 'display: flex;\n  gap: 8px;\n', 'display:flex;gap:8px;'],
    ['spaces beside braces and after commas', '& > a {\n  color: red;\n}', '& > a{color:red;}'],
    ['a comment', 'color: red; /* why */ margin: 0;', 'color:red;margin:0;'],
    ['a quoted string', "content: 'a ,  b: c';", "content:'a ,  b: c';"],
    ['an attribute selector in double quotes', '&[aria-label="x  y"] { top: 0; }', '&[aria-label="x  y"]{top:0;}'],
    ['a descendant space before a pseudo-class', '& :focus-visible { outline: 0; }', '& :focus-visible{outline:0;}'],
    ['spaces inside calc', 'width: calc(100% - 2 * 8px);', 'width:calc(100% - 2 * 8px);'],
    ['a media query', '@media (max-width: 480px) {\n  top: 0;\n}', '@media (max-width:480px){top:0;}'],
    ['an escaped quote in a string', "content: 'it\\'s  here';", "content:'it\\'s  here';"],
  ];
  for (const [what, input, expected] of cases) {
    it(`minifies ${what}`, () => assert.equal(minifyCssText(input), expected));
  }
});

describe('minifyCssTemplates', () => {
  it('minifies a css template and keeps its line count', () => {
    const source = 'const a = css`\n  display: flex;\n  gap: 8px;\n`;\nconst b = 1;\n';
    const out = minifyCssTemplates(source, 'a.ts');
    assert.equal(out, 'const a = css`display:flex;gap:8px;`\n\n\n;\nconst b = 1;\n');
    assert.equal(out.split('\n').length, source.split('\n').length);
  });

  it('keeps interpolations as written and the spaces between them', () => {
    const source = 'const a = css`\n  animation: ${frames} ${timing};\n  ${other};\n`;';
    assert.equal(minifyCssTemplates(source, 'a.ts'), 'const a = css`animation:${frames} ${timing};${other};`\n\n\n;');
  });

  it('minifies a template nested in an interpolation, and a keyframes template', () => {
    const source = 'const a = css`\n  ${on ? css`\n    top: 0;\n  ` : ""}\n`;\nconst k = keyframes`\n  from { opacity: 0; }\n`;';
    const out = minifyCssTemplates(source, 'a.ts');
    assert.match(out, /css`\$\{on \? css`top:0;`\n+ : ""\}`/);
    assert.match(out, /keyframes`from\{opacity:0;\}`/);
    assert.equal(out.split('\n').length, source.split('\n').length);
  });

  it('minifies a plain template marked as CSS, and only that one', () => {
    const source =
      'const a = /* css */ `\n  :host {\n    color: red;\n  }\n  ${rule}\n  * { margin: 0; }\n`;\nconst b = `\n  :host { color: red; }\n`;';
    const out = minifyCssTemplates(source, 'a.ts');
    assert.match(out, /const a = \/\* css \*\/ `:host\{color:red;\}\$\{rule\} \*\{margin:0;\}`\n+;/);
    assert.match(out, /const b = `\n {2}:host \{ color: red; \}\n`;/);
    assert.equal(out.split('\n').length, source.split('\n').length);
  });

  it('leaves other templates and words in comments alone', () => {
    const source = '// a css` in a comment\nconst a = html`\n  <p>  x  </p>\n`;\nconst b = `css: ${x}  y`;';
    assert.equal(minifyCssTemplates(source, 'a.ts'), source);
  });

  it('leaves every template of the code reading the same to stylis, with the same line count', () => {
    const files = codeFiles();
    let templates = 0;
    for (const name of files) {
      const source = readFileSync(name, 'utf8');
      const out = minifyCssTemplates(source, name);
      assert.equal(out.split('\n').length, source.split('\n').length, name);
      const before = cssOf(source, name);
      const after = cssOf(out, name);
      assert.equal(after.length, before.length, name);
      before.forEach((css, index) => assert.equal(normalised(after[index] ?? ''), normalised(css), `${name}, template ${index}`));
      templates += before.length;
    }
    assert.ok(templates > 50, `only ${templates} templates found`);
  });
});

describe('serializeStaticStyles', () => {
  /** The style a module evaluating this `css` template gets from Emotion (styles/css.ts calls serializeStyles). */
  const atRunTime = (template: string) => {
    const { name, styles } = serializeStyles([new Function('css', `return ${template}`)((strings: TemplateStringsArray) => strings)]);
    return { name, styles };
  };
  /** What the module holds in its place once the step has run: the expression evaluated. */
  const shipped = (out: string) => new Function('css', `return ${out.trim().replace(/;$/, '')}`)(() => 'not replaced') as SerializedStyles;

  const cases: [string, string][] = [
    ['declarations', 'css`display:flex;gap:8px;`'],
    ['a nested rule and a media query', 'css`color:red;&:hover{color:blue;}@media (max-width:480px){top:0;}`'],
    ['a quoted string with an escape', "css`content:'\\\\201C';`"],
    ['an empty template', 'css``'],
  ];
  for (const [what, template] of cases) {
    it(`replaces a template of ${what} with the style Emotion makes of it`, () => {
      const out = serializeStaticStyles(`${template};`, 'a.ts');
      assert.ok(!out.includes('css`'), out);
      const style = shipped(out);
      assert.deepEqual(Object.keys(style), ['styles'], 'shipped without its name');
      assert.deepEqual(named(style), atRunTime(template));
    });
  }

  it('leaves a template with interpolations, a keyframes template and another tag to run', () => {
    const source =
      'const a = css`top:${x};`;\nconst k = keyframes`from{opacity:0;}`;\nconst h = html`<p></p>`;\nconst s = other.css`a:b;`;';
    assert.equal(serializeStaticStyles(source, 'a.ts'), source);
  });

  it('replaces a template inside an interpolation, and keeps the line count', () => {
    const source = 'const a = css`top:${on ? css`\n  left:0;\n` : ""};`;\nconst b = 1;\n';
    const out = serializeStaticStyles(source, 'a.ts');
    assert.match(out, /css`top:\$\{on \? \{styles:"\\n {2}left:0;\\n"\}\n\n : ""\};`/);
    assert.equal(out.split('\n').length, source.split('\n').length);
  });

  it('replaces most of the views’ templates, each with what Emotion makes of its minified text once named, lines kept', () => {
    const files = codeFiles();
    let replaced = 0;
    for (const name of files) {
      const minified = minifyCssTemplates(readFileSync(name, 'utf8'), name);
      const out = serializeStaticStyles(minified, name);
      assert.equal(out.split('\n').length, minified.split('\n').length, name);
      const templates = staticCssTemplates(minified, name);
      const objects = [...out.matchAll(/\{styles:("(?:[^"\\]|\\.)*")\}/g)];
      assert.equal(objects.length, templates.length, name);
      objects.forEach(([, stylesText], index) =>
        assert.deepEqual(
          { ...named({ styles: JSON.parse(stylesText!) } as SerializedStyles) },
          atRunTime(templates[index]!),
          `${name}, template ${index}`,
        ),
      );
      replaced += objects.length;
    }
    assert.ok(replaced > 50, `only ${replaced} templates replaced`);
  });
});

/** The `css` templates without interpolations, as written (tag included), in source order. */
function staticCssTemplates(source: string, name: string): string[] {
  const file = parseSource(source, name);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isTaggedTemplateExpression(node) &&
      ts.isIdentifier(node.tag) &&
      node.tag.text === 'css' &&
      ts.isNoSubstitutionTemplateLiteral(node.template)
    ) {
      found.push(node.getText(file));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Each CSS template's text, its interpolations as `X`, compiled by stylis inside a rule. */
const cssOf = (source: string, name: string): string[] =>
  cssTemplateTexts(source, name).map((text) => serialize(compile(`.a{${text}}`), stringify));

/** Stylis keeps the space after a comma inside a function and after a colon in an at-rule's condition; CSS does not care. */
const normalised = (css: string) => css.replace(/, /g, ',').replace(/: /g, ':');
