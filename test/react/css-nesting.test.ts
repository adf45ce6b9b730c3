import '../setup';
import { expect } from '@open-wc/testing';
import type { EmotionCache } from '@emotion/utils';
import { insertStyles } from '@emotion/utils';
import { css, keyframes } from '../../styles/css';
import { declarationsFirst, readsNestedCss } from '../../src/react/css-nesting';
import { cacheFor, styleTagCacheFor } from '../../src/react/emotion-cache';

describe('declarationsFirst: a block in the order stylis wrote it', () => {
  const cases: [string, string, string][] = [
    ['declarations alone, unchanged', 'color:red;width:1px;', 'color:red;width:1px;'],
    ['declarations already before a rule, unchanged', 'color:red;&:hover{color:blue;}', 'color:red;&:hover{color:blue;}'],
    ['a declaration after a rule, moved before it', 'a:1;&:hover{b:2;}c:3;', 'a:1;c:3;&:hover{b:2;}'],
    ['after a media block', 'a:1;@media (x){a:2;}a:3;', 'a:1;a:3;@media (x){a:2;}'],
    ['the last declaration without its `;`', 'a:1;&:hover{b:2;}c:3', 'a:1;c:3;&:hover{b:2;}'],
    ['rules keep their order', '&:hover{a:1;}b:2;&:focus{c:3;}', 'b:2;&:hover{a:1;}&:focus{c:3;}'],
    ['inside a nested rule too', '@media (x){&:hover{a:1;}b:2;}', '@media (x){b:2;&:hover{a:1;}}'],
    ['two levels deep', '&:a{&:b{&:c{x:1;}y:2;}z:3;}', '&:a{z:3;&:b{y:2;&:c{x:1;}}}'],
    ['braces and `;` in a string', 'content:"};{";&:x{a:1;}b:2;', 'content:"};{";b:2;&:x{a:1;}'],
    ['an escaped quote in a string', 'content:"\\"}";&:x{a:1;}b:2;', 'content:"\\"}";b:2;&:x{a:1;}'],
    ['a string in apostrophes', "content:'{';&:x{a:1;}b:2;", "content:'{';b:2;&:x{a:1;}"],
    ['a `;` in parentheses', 'background:url(data:a;b);&:x{a:1;}c:2;', 'background:url(data:a;b);c:2;&:x{a:1;}'],
    ['a comment with an apostrophe and a brace', "/* it's { */a:1;&:x{b:2;}c:3;", "/* it's { */a:1;c:3;&:x{b:2;}"],
    ['a brace only in a string: no rule', 'content:"{}";', 'content:"{}";'],
    ['empty', '', ''],
  ];
  for (const [what, block, expected] of cases) {
    it(what, () => {
      expect(declarationsFirst(block)).to.equal(expected);
    });
  }
});

describe('styles parsed by the browser read as their flat rules do', () => {
  // The reference: the flat rules (flatten-css.ts, stylis's rules) a browser without nested CSS is given.
  it('reads nested rules in this browser', () => {
    expect(readsNestedCss()).to.equal(true);
  });

  const markup = '<div class="box"><span>child</span><a href="#a">link</a></div>';
  const hosts: HTMLElement[] = [];
  afterEach(() => hosts.splice(0).forEach((host) => host.remove()));

  /** A shadow root holding the markup, its box styled with `style` through `cache`. */
  function drawn(cacheOf: (root: ShadowRoot) => EmotionCache, style: ReturnType<typeof css>): HTMLElement {
    // Each root its own kind, so each test's rules are its own.
    const host = document.body.appendChild(document.createElement(`mc-nesting-${Math.random().toString(36).slice(2)}`));
    hosts.push(host);
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = markup;
    const cache = cacheOf(root);
    insertStyles(cache, style, false);
    const box = root.querySelector('.box') as HTMLElement;
    box.classList.add(`${cache.key}-${style.name}`);
    return box;
  }
  const asFlatRules = (style: ReturnType<typeof css>) => drawn((root) => styleTagCacheFor(root, ''), style);
  const parsedNatively = (style: ReturnType<typeof css>) => drawn((root) => cacheFor(root, ''), style);

  /** Each [element, pseudo-element, property] read from both. */
  const probes: [string, string | null, string][] = [
    ['.box', null, 'color'],
    ['.box', null, 'padding-top'],
    ['.box', null, 'margin-left'],
    ['.box', null, 'outline-style'],
    ['.box', '::before', 'content'],
    ['span', null, 'color'],
    ['a', null, 'color'],
  ];
  const read = (box: HTMLElement) =>
    probes.map(([selector, pseudo, property]) => {
      const element = selector === '.box' ? box : (box.querySelector(selector) as HTMLElement);
      return `${selector}${pseudo ?? ''} ${property}: ${getComputedStyle(element, pseudo).getPropertyValue(property)}`;
    });

  const cases: [string, ReturnType<typeof css>][] = [
    ['plain declarations', css`color: rgb(1, 2, 3); padding-top: 4px;`],
    [
      'a declaration after a media block that matches: the block still wins',
      css`color: rgb(1, 1, 1); @media (min-width: 0px) { color: rgb(2, 2, 2); } color: rgb(3, 3, 3);`,
    ],
    ['a media block that does not match', css`color: rgb(1, 1, 1); @media (max-width: 1px) { color: rgb(2, 2, 2); }`],
    [
      'a supports block, then a declaration',
      css`padding-top: 1px; @supports (display: grid) { padding-top: 2px; } padding-top: 3px; margin-left: 5px;`,
    ],
    [
      'a child, a descendant named without `&`, and one with it',
      css`& > span { color: rgb(9, 0, 0); } a { color: rgb(0, 9, 0); } & a { margin-left: 2px; }`,
    ],
    ['an attribute of the element itself', css`&[class] { outline-style: dashed; }`],
    ['a pseudo-element', css`&::before { content: 'x{y}'; }`],
    ['a state that does not hold', css`color: rgb(1, 1, 1); &:hover { color: rgb(2, 2, 2); }`],
    ['styles merged by interpolation', css`${css`color: rgb(4, 4, 4); @media (min-width: 0px) { padding-top: 6px; }`}; padding-top: 7px;`],
  ];
  for (const [what, style] of cases) {
    it(what, () => {
      expect(read(parsedNatively(style))).to.deep.equal(read(asFlatRules(style)));
    });
  }

  it('inserts a style as one nested rule, not flat ones', () => {
    const style = css`color: rgb(1, 1, 1); &:focus { color: rgb(2, 2, 2); }`;
    const box = parsedNatively(style);
    const sheet = (box.getRootNode() as ShadowRoot).adoptedStyleSheets.at(-1) as CSSStyleSheet;
    const rule = [...sheet.cssRules].find((item) => (item as CSSStyleRule).selectorText === `.mc-${style.name}`) as CSSStyleRule;
    expect(rule.cssRules.length).to.equal(1);
  });

  it('inserts an animation’s frames as a rule of their own', async () => {
    const frames = keyframes`from { opacity: 0; } to { opacity: 1; }`;
    const box = parsedNatively(css`animation: ${frames} 10s;`);
    const [animation] = box.getAnimations();
    expect((animation?.effect as KeyframeEffect | undefined)?.getKeyframes().length).to.equal(2);
  });
});
