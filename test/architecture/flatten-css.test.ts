/**
 * Every browser is given each style as flat rules (src/react/flatten-css.ts), where Emotion's cache ran stylis with a
 * vendor prefixer and two selector plugins (`compat`, `removeLabel`). Every style of the code, as the build ships it
 * (minified) and as written, flattens to the same rules as Emotion's cache wrote without its prefixer, and what the
 * prefixer would add is read unprefixed by every browser that runs the widgets, or written out in the style itself.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import createCache from '@emotion/cache';
import { compile, type Element } from 'stylis';
import { flatRules, splitSelectors } from '../../src/react/flatten-css';
import { minifyCssText } from '../../scripts/minify-css-templates.mjs';
import { codeFiles, cssTemplateTexts } from './css-template-texts';

/** Our rules for `.a{text}`, joined. */
function ours(text: string): string {
  const rules: string[] = [];
  flatRules('.a', text, (rule) => rules.push(rule));
  return rules.join('');
}

// Outside a browser Emotion's cache returns the rules it compiles (its server mode), each style compiled once by name.
let names = 0;
const throughEmotion = (cache: ReturnType<typeof createCache>) => (text: string) =>
  cache.insert('.a', { name: `s${++names}`, styles: text }, cache.sheet, true) as string;
const emotionWithoutPrefixes = throughEmotion(createCache({ key: 'mc', stylisPlugins: [] }));
const emotionWithPrefixes = throughEmotion(createCache({ key: 'mc' }));

/**
 * Every style the views give Emotion (tagged `css` or `keyframes`), its interpolations as `X`, with its file: as the
 * production build ships it (minified), or as written (the development build and the owner's app's preview bundle).
 */
const codeStyles = ({ asWritten = false } = {}) =>
  codeFiles().flatMap((name) =>
    cssTemplateTexts(readFileSync(name, 'utf8'), name, { taggedOnly: true }).map((text) => ({
      name,
      // An interpolated style (`X;` where a declaration goes) is its declarations at run time: left out here.
      text: (asWritten ? text : minifyCssText(text)).replace(/(?<=^|[;{}])\s*X+\s*(;|(?=}|$))/g, ''),
    })),
  );

/** The declarations of a compiled style, as `property: value`. */
function declarations(elements: Element[], into: string[] = []): string[] {
  for (const element of elements as { type: string; props: string | string[]; children: string | Element[] }[]) {
    if (element.type === 'decl') into.push(`${String(element.props)}: ${String(element.children)}`);
    else if (Array.isArray(element.children)) declarations(element.children, into);
  }
  return into;
}

/**
 * Properties the prefixer writes prefixed copies of, which the browsers that run the widgets (ES2020 modules: Chrome
 * 80, Safari 14 and Firefox 80 or later) read unprefixed, or of which no browser ever read a prefixed form
 * (`translate`, `padding-inline-end`).
 */
const READ_UNPREFIXED = new Set([
  'align-items',
  'align-self',
  'animation',
  'animation-duration',
  'display',
  'filter',
  'flex',
  'flex-basis',
  'flex-direction',
  'flex-wrap',
  'justify-content',
  'padding-inline-end',
  'text-decoration',
  'transform',
  'transition',
  'translate',
]);

describe('flatRules: the flat rules stylis wrote, for every browser', () => {
  const cases: [string, string, string][] = [
    ['declarations', 'color:red;gap:8px;', '.a{color:red;gap:8px;}'],
    ['a nested pseudo-class', 'color:red;&:hover{color:blue;}', '.a{color:red;}.a:hover{color:blue;}'],
    ['a declaration after a nested rule, written first', '&:hover{a:1;}b:2;', '.a{b:2;}.a:hover{a:1;}'],
    ['a descendant without `&`', 'a{color:red;}', '.a a{color:red;}'],
    ['a media query', 'top:0;@media (max-width:480px){top:1px;}', '.a{top:0;}@media (max-width:480px){.a{top:1px;}}'],
    ['a selector list', '&:hover,&:focus-visible{outline:0;}', '.a:hover,.a:focus-visible{outline:0;}'],
    ['a list nested in a list', '&:hover,&:focus{& b,& i{top:0;}}', '.a:hover b,.a:focus b,.a:hover i,.a:focus i{top:0;}'],
    ['an empty style', '', ''],
    ['a rule with no declarations of its own', '&:hover{}color:red;', '.a{color:red;}'],
    ['a media query inside a nested rule', '&:hover{@media (x){top:0;}}', '@media (x){.a:hover{top:0;}}'],
    ['a nested rule inside a media query', '@media (x){&:hover{top:0;}left:0;}', '@media (x){.a{left:0;}.a:hover{top:0;}}'],
    ['a supports block', '@supports (display:grid){display:grid;}', '@supports (display:grid){.a{display:grid;}}'],
    ['`&` twice in one selector', '&+&{margin:0;}', '.a+.a{margin:0;}'],
    ['`&` after a selector', 'b &{top:0;}', 'b .a{top:0;}'],
    ['a comma inside a pseudo-class', '&:is(b,i){top:0;}', '.a:is(b,i){top:0;}'],
    ['a comma inside an attribute', '&[title="a,b"],i{top:0;}', '.a[title="a,b"],.a i{top:0;}'],
    ['three levels', '&:a{&:b{&:c{x:1;}y:2;}z:3;}', '.a:a{z:3;}.a:a:b{y:2;}.a:a:b:c{x:1;}'],
    ['a declaration after a media query', 'top:0;@media (x){top:1px;}left:0;', '.a{top:0;left:0;}@media (x){.a{top:1px;}}'],
    ['braces and `;` in a string', 'content:"};{";&:x{a:1;}', '.a{content:"};{";}.a:x{a:1;}'],
    ['a comment in front of a nested rule', 'top:0;/* why */&:hover{top:1px;}', '.a{top:0;}.a:hover{top:1px;}'],
    ['a comment in front of a media query', 'top:0;\n  /* a phone */\n  @media (x){top:1px;}', '.a{top:0;}@media (x){.a{top:1px;}}'],
  ];
  for (const [what, text, expected] of cases) {
    it(`writes ${what}`, () => {
      assert.equal(ours(text), expected);
      assert.equal(ours(text), emotionWithoutPrefixes(text));
    });
  }

  it('writes a whole rule given without a selector, as a keyframes style is', () => {
    const rules: string[] = [];
    flatRules('', '@keyframes spin{from{opacity:0;}to{opacity:1;}}', (rule) => rules.push(rule));
    assert.deepEqual(rules, ['@keyframes spin{from{opacity:0;}to{opacity:1;}}']);
  });

  it('splits a selector list at its own commas only', () => {
    assert.deepEqual(splitSelectors('a, b:is(c,d) ,[e=","],f\\,g'), ['a', 'b:is(c,d)', '[e=","]', 'f\\,g']);
  });

  // Whitespace CSS reads as none aside (a block's leading space, a space before `!important`, around a combinator or a
  // slash, after a property's colon, a run of them for one), and comments, which stylis drops.
  const tight = (rules: string) =>
    rules
      .replace(/\/\*[^]*?\*\//g, '')
      .replace(/\s+/g, ' ')
      .replace(/\s*([{};!>+~/,])\s*/g, '$1')
      .replace(/:\s+/g, ':');
  for (const asWritten of [false, true]) {
    it(`writes every style of the code ${asWritten ? 'as written' : 'as shipped'} as Emotion’s cache did without its prefixer`, () => {
      const styles = codeStyles({ asWritten });
      assert.ok(styles.length > 80, `only ${styles.length} styles found`);
      for (const { name, text } of styles) assert.equal(tight(ours(text)), tight(emotionWithoutPrefixes(text)), name);
    });
  }

  it('leaves out only prefixes that no browser running the widgets needs, or that a style writes out itself', () => {
    const needed = new Map<string, string>();
    for (const { name, text } of codeStyles()) {
      const written = declarations(compile(`.a{${text}}`));
      for (const declaration of written) {
        const [property] = declaration.split(': ');
        const prefixed = emotionWithPrefixes(declaration.replace(': ', ':'));
        if (prefixed === ours(declaration.replace(': ', ':')) || READ_UNPREFIXED.has(property!)) continue;
        // Safari read `backdrop-filter` only prefixed before 18: a style that uses it writes the prefixed form too.
        if (property === 'backdrop-filter' && written.some((other) => other.startsWith('-webkit-backdrop-filter: '))) continue;
        needed.set(`${property} (${name})`, prefixed);
      }
    }
    assert.deepEqual([...needed], []);
  });

  it('would notice a property that still needs its prefix', () => {
    const prefixed = emotionWithPrefixes('user-select:none;');
    assert.match(prefixed, /-webkit-user-select:none/);
    assert.notEqual(prefixed, ours('user-select:none;'));
    assert.ok(!READ_UNPREFIXED.has('user-select'));
  });
});
