import '../setup';
import { expect } from '@open-wc/testing';
import { css, keyframes, named } from '../../styles/css';
import { stylesFor, styleTagStylesFor, type RootStyles } from '../../src/react/root-styles';
import { insertStyle } from '../../src/react/use-class-names';

describe('styles as flat rules (flatten-css.ts), read by the browser as written', () => {
  const markup = '<div class="box"><span>child</span><a href="#a">link</a></div>';
  const hosts: HTMLElement[] = [];
  afterEach(() => hosts.splice(0).forEach((host) => host.remove()));

  /** A shadow root holding the markup, its box styled with `style` into the root's styles. */
  function drawn(stylesOf: (root: ShadowRoot) => RootStyles, style: ReturnType<typeof css>): HTMLElement {
    // Each root its own kind, so each test's rules are its own.
    const host = document.body.appendChild(document.createElement(`mc-flat-${Math.random().toString(36).slice(2)}`));
    hosts.push(host);
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = markup;
    const box = root.querySelector('.box') as HTMLElement;
    box.classList.add(insertStyle(stylesOf(root), named(style)));
    return box;
  }
  const inKindSheet = (style: ReturnType<typeof css>) => drawn((root) => stylesFor(root, ''), style);
  const inStyleTags = (style: ReturnType<typeof css>) => drawn((root) => styleTagStylesFor(root, ''), style);

  /** `selector[::pseudo] property` read from the box or an element in it. */
  const read = (box: HTMLElement, probe: string) => {
    const [target = '', property = ''] = probe.split(' ');
    const [selector = '', pseudo] = target.split('::');
    const element = selector === '.box' ? box : (box.querySelector(selector) as HTMLElement);
    return getComputedStyle(element, pseudo ? `::${pseudo}` : null).getPropertyValue(property);
  };

  const cases: [string, ReturnType<typeof css>, Record<string, string>][] = [
    ['plain declarations', css`color: rgb(1, 2, 3); padding-top: 4px;`, { '.box color': 'rgb(1, 2, 3)', '.box padding-top': '4px' }],
    [
      'a declaration after a media block that matches: the block still wins, as stylis wrote it',
      css`color: rgb(1, 1, 1); @media (min-width: 0px) { color: rgb(2, 2, 2); } color: rgb(3, 3, 3);`,
      { '.box color': 'rgb(2, 2, 2)' },
    ],
    [
      'a media block that does not match',
      css`color: rgb(1, 1, 1); @media (max-width: 1px) { color: rgb(2, 2, 2); }`,
      { '.box color': 'rgb(1, 1, 1)' },
    ],
    [
      'a supports block, then a declaration',
      css`padding-top: 1px; @supports (display: grid) { padding-top: 2px; } padding-top: 3px; margin-left: 5px;`,
      { '.box padding-top': '2px', '.box margin-left': '5px' },
    ],
    [
      'a child, a descendant named without `&`, and one with it',
      css`& > span { color: rgb(9, 0, 0); } a { color: rgb(0, 9, 0); } & a { margin-left: 2px; }`,
      { 'span color': 'rgb(9, 0, 0)', 'a color': 'rgb(0, 9, 0)', 'a margin-left': '2px' },
    ],
    ['an attribute of the element itself', css`&[class] { outline-style: dashed; }`, { '.box outline-style': 'dashed' }],
    ['a pseudo-element', css`&::before { content: 'x{y}'; }`, { '.box::before content': '"x{y}"' }],
    ['a state that does not hold', css`color: rgb(1, 1, 1); &:hover { color: rgb(2, 2, 2); }`, { '.box color': 'rgb(1, 1, 1)' }],
    [
      'a selector list nested in a media block',
      css`@media (min-width: 0px) { & > span, & > a { margin-left: 7px; } }`,
      { 'span margin-left': '7px', 'a margin-left': '7px' },
    ],
    [
      'a comment in front of a media block, as a style is written',
      css`
        color: rgb(1, 1, 1);
        /* a phone: */
        @media (min-width: 0px) {
          color: rgb(5, 5, 5);
        }
      `,
      { '.box color': 'rgb(5, 5, 5)' },
    ],
    [
      'styles merged by interpolation',
      css`${css`color: rgb(4, 4, 4); @media (min-width: 0px) { padding-top: 6px; }`}; padding-top: 7px;`,
      { '.box color': 'rgb(4, 4, 4)', '.box padding-top': '6px' },
    ],
  ];
  for (const [what, style, expected] of cases) {
    it(what, () => {
      for (const box of [inKindSheet(style), inStyleTags(style)]) {
        const seen = Object.fromEntries(Object.keys(expected).map((probe) => [probe, read(box, probe)]));
        expect(seen).to.deep.equal(expected);
      }
    });
  }

  it('inserts a style as flat rules, none nested', () => {
    const style = css`color: rgb(1, 1, 1); &:focus { color: rgb(2, 2, 2); } @media (min-width: 0px) { top: 0; }`;
    const box = inKindSheet(style);
    const sheet = (box.getRootNode() as ShadowRoot).adoptedStyleSheets.at(-1) as CSSStyleSheet;
    const rules = [...sheet.cssRules].map((rule) => rule.cssText);
    expect(rules).to.deep.equal([
      `.mc-${style.name} { color: rgb(1, 1, 1); }`,
      `.mc-${style.name}:focus { color: rgb(2, 2, 2); }`,
      `@media (min-width: 0px) {\n  .mc-${style.name} { top: 0px; }\n}`,
    ]);
  });

  it('inserts a style once, and an animation’s frames once for every style that uses them', () => {
    const rules: string[] = [];
    const target: RootStyles = { inserted: new Set(), insert: (rule) => rules.push(rule) };
    const frames = keyframes`from{opacity:0;}`;
    const first = css`animation:${frames} 1s;`;
    const second = css`animation:${frames} 2s;`;
    const names = [first, first, second].map((style) => insertStyle(target, style));
    expect(names).to.deep.equal([`mc-${first.name}`, `mc-${first.name}`, `mc-${second.name}`]);
    expect(rules).to.deep.equal([
      `.mc-${first.name}{animation:${frames.name} 1s;}`,
      frames.styles,
      `.mc-${second.name}{animation:${frames.name} 2s;}`,
    ]);
  });

  it('inserts an animation’s frames as a rule of their own', async () => {
    const frames = keyframes`from { opacity: 0; } to { opacity: 1; }`;
    const box = inKindSheet(css`animation: ${frames} 10s;`);
    const [animation] = box.getAnimations();
    expect((animation?.effect as KeyframeEffect | undefined)?.getKeyframes().length).to.equal(2);
  });
});
