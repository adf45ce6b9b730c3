import '../setup';
import { expect } from '@open-wc/testing';
import { css } from '../../styles/css';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { stylesFor } from '../../src/react/root-styles';
import { useClassNames, type StylePart, RootStylesContext } from '../../src/react/use-class-names';
import { mountShown, part, type Mounted } from './widgets/support';

const red = css`
  color: rgb(255, 0, 0);
  width: 10px;
`;
const blue = css`
  color: rgb(0, 0, 255);
`;

function Styled({ parts }: { parts: StylePart[] }) {
  const cx = useClassNames();
  return <p className={cx(...parts)}>styled</p>;
}

describe('useClassNames', () => {
  let host: HTMLElement;
  let shadow: ShadowRoot;
  let root: Root;
  beforeEach(() => {
    // A kind of its own, so the rules counted are this test's.
    host = document.body.appendChild(document.createElement(`mc-class-test-${Math.random().toString(36).slice(2)}`));
    shadow = host.attachShadow({ mode: 'open' });
    root = createRoot(shadow);
  });
  afterEach(() => {
    root.unmount();
    host.remove();
  });

  const draw = (...parts: StylePart[]) => {
    flushSync(() =>
      root.render(
        <RootStylesContext.Provider value={stylesFor(shadow, '')}>
          <Styled parts={parts} />
        </RootStylesContext.Provider>,
      ),
    );
    return shadow.querySelector('p') as HTMLElement;
  };
  const rules = () => shadow.adoptedStyleSheets.reduce((sum, sheet) => sum + sheet.cssRules.length, 0);

  const cases: [string, StylePart[], string, string][] = [
    ['one style', [red], 'rgb(255, 0, 0)', '10px'],
    ['a later style winning over an earlier one', [red, blue], 'rgb(0, 0, 255)', '10px'],
    ['the order given, not the order written', [blue, red], 'rgb(255, 0, 0)', '10px'],
    ['a condition that does not hold left out', [red, false, null, undefined], 'rgb(255, 0, 0)', '10px'],
    ['a nested list', [[red, [false, blue]]], 'rgb(0, 0, 255)', '10px'],
  ];
  for (const [what, parts, color, width] of cases) {
    it(`styles the element itself: ${what}`, () => {
      const element = draw(...parts);
      expect(getComputedStyle(element).color).to.equal(color);
      expect(getComputedStyle(element).width).to.equal(width);
      expect(element.className).to.match(/^mc-[a-z0-9]+$/);
    });
  }

  it('gives no class for nothing', () => {
    expect(draw(false, undefined).getAttribute('class')).to.equal('');
  });

  it('inserts a style once, however often it renders', () => {
    draw(red, blue);
    const after = rules();
    expect(after).to.be.greaterThan(0);
    draw(red, blue);
    draw(red, blue);
    expect(rules()).to.equal(after);
  });
});

describe('a card styled by class names', () => {
  let mounted: Mounted | undefined;
  afterEach(() => mounted?.unmount());

  it("has the card's styles on its elements, with no components of Emotion's between them", async () => {
    mounted = await mountShown('modal', { main: { title: 'Hello' } }, 'fallback-button');
    const title = part(mounted, 'title') as HTMLElement;
    expect(title.className).to.match(/^mc-/);
    expect(getComputedStyle(title).marginTop).to.equal('0px');
    // React keeps a fiber on each element: its owner is our component, not Emotion's wrapper.
    const fiberKey = Object.keys(title).find((key) => key.startsWith('__reactFiber$')) as string;
    const fiber = (title as unknown as Record<string, { return: { type: { name?: string } } }>)[fiberKey];
    expect(fiber?.return.type.name).to.equal('CardTitle');
  });
});
