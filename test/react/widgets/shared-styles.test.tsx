import '../../setup';
import { expect } from '@open-wc/testing';
import { css } from '../../../styles/css';
import { createPortal, flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { startTransition, Suspense } from 'react';
import { adoptsStyleSheets, styleTagStylesFor } from '../../../src/react/root-styles';
import { useClassNames, RootStylesContext } from '../../../src/react/use-class-names';
import { mountShown, part, settle, waitFor, type Mounted } from './support';
import { withWidgetRoot, type WidgetViewProps } from '../../../src/react/WidgetRoot';
import { Box } from '../../../src/react/widgets/box/Box';
import { createTestInstance } from '../../support/mount-widget';
import { makeWidget } from '../../support/factories';

/** Every rule a root can use: its adopted sheets and its style tags. */
function ruleCount(root: ShadowRoot): number {
  const tags = [...root.querySelectorAll('style')].map((style) => style.sheet as CSSStyleSheet);
  return [...root.adoptedStyleSheets, ...tags].reduce((sum, sheet) => sum + sheet.cssRules.length, 0);
}

describe('styles shared by every element of a kind', () => {
  const mounted: Mounted[] = [];
  afterEach(() => {
    mounted.splice(0).forEach((item) => item.unmount());
  });

  it('uses constructed sheets in this browser', () => {
    expect(adoptsStyleSheets).to.equal(true);
  });

  it('gives two boxes one sheet of rules, inserted once, and no style tags', async () => {
    // Counted once each card is whole: its messenger fallback renders after the SDK fails to load.
    const first = await mountShown('box', { main: { title: 'First' } }, 'fallback-button');
    mounted.push(first);
    const sheetsOfFirst = first.root.adoptedStyleSheets;
    const rulesAfterFirst = ruleCount(first.root);
    const second = await mountShown('box', { main: { title: 'Second' } }, 'fallback-button');
    mounted.push(second);
    const shared = sheetsOfFirst.filter((sheet) => second.root.adoptedStyleSheets.includes(sheet));
    expect(shared.length, 'sheets both roots adopted').to.be.greaterThan(0);
    expect(ruleCount(first.root), 'no rule added for an identical card').to.equal(rulesAfterFirst);
    expect(first.root.querySelectorAll('style').length + second.root.querySelectorAll('style').length).to.equal(0);
    for (const item of mounted) {
      expect(getComputedStyle(part(item, 'frame') as HTMLElement).width).to.equal('350px');
    }
  });

  it("adopts the reset and its kind's sheet in one assignment per root", async () => {
    // Each assignment has the browser restyle the root; 200 inline cards would pay it 200 times over.
    const descriptor = Object.getOwnPropertyDescriptor(ShadowRoot.prototype, 'adoptedStyleSheets')!;
    const assignments = new Map<ShadowRoot, number>();
    Object.defineProperty(ShadowRoot.prototype, 'adoptedStyleSheets', {
      ...descriptor,
      set(this: ShadowRoot, sheets: CSSStyleSheet[]) {
        assignments.set(this, (assignments.get(this) ?? 0) + 1);
        descriptor.set!.call(this, sheets);
      },
    });
    try {
      const box = await mountShown('box', {}, 'fallback-button');
      mounted.push(box);
      expect(assignments.get(box.root)).to.equal(1);
      expect(box.root.adoptedStyleSheets.length, 'the reset and the kind').to.equal(2);
    } finally {
      Object.defineProperty(ShadowRoot.prototype, 'adoptedStyleSheets', descriptor);
    }
  });

  it("adopts a root's sheets as its view commits, not while it renders", async () => {
    // A sheet adopted during a render that is sliced, or never committed, restyles and lays out the host for nothing.
    const { host, widget, instanceId } = createTestInstance(makeWidget({ widget_type: 'box' }));
    const element = document.createElement('mc-test-card');
    const shadow = element.attachShadow({ mode: 'open' });
    document.body.appendChild(element);
    // The render counter hears of commits only: the view says itself that it rendered.
    let viewRendered = false;
    const Root = withWidgetRoot((props: WidgetViewProps) => {
      viewRendered = true;
      return <Box {...props} />;
    });
    let release = () => {};
    const pending = new Promise<void>((resolve) => (release = resolve));
    let waited = false;
    // A sibling that waits once: the transition renders the card's root but commits nothing until it is released.
    function Waits() {
      if (!waited) throw pending.then(() => (waited = true));
      return null;
    }
    const reactRoot = createRoot(document.createElement('div'));
    try {
      startTransition(() =>
        reactRoot.render(
          <Suspense fallback={null}>
            {createPortal(<Root dataWidgetId={widget.widgetId} dataInstanceId={instanceId} container={shadow} host={host} />, shadow)}
            <Waits />
          </Suspense>,
        ),
      );
      await settle();
      expect(viewRendered, 'the card rendered').to.equal(true);
      expect(shadow.childNodes.length, 'nothing committed').to.equal(0);
      expect(shadow.adoptedStyleSheets, 'sheets adopted while rendering').to.have.length(0);
      release();
      await waitFor(() => shadow.querySelector('[part~="card"]'), 'the card committed');
      expect(shadow.adoptedStyleSheets, 'the reset and the kind').to.have.length(2);
    } finally {
      reactRoot.unmount();
      element.remove();
    }
  });

  it('keeps each kind in a sheet of its own', async () => {
    const box = await mountShown('box');
    const bar = await mountShown('bar');
    mounted.push(box, bar);
    const common = box.root.adoptedStyleSheets.filter((sheet) => bar.root.adoptedStyleSheets.includes(sheet));
    // Only the reset every root starts from is common to both.
    expect(common.length).to.equal(1);
    expect([...(common[0] as CSSStyleSheet).cssRules].some((rule) => rule.cssText.startsWith(':host'))).to.equal(true);
  });

  it('lays out each element from its own root: one modal open, another still hidden', async () => {
    const open = await mountShown('modal', { main: { title: 'Open' } });
    mounted.push(open);
    const closed = await mountShown('modal', { main: { title: 'Closed' } });
    mounted.push(closed);
    closed.store.closed(closed.instanceId, true);
    await waitFor(() => getComputedStyle(closed.element).visibility === 'hidden', 'the closed modal hidden');
    expect(getComputedStyle(open.element).visibility).to.equal('visible');
    expect(getComputedStyle(open.element).position).to.equal('fixed');
  });

  it('is still styled after its element is moved (removed and added again)', async () => {
    const box = await mountShown('box');
    mounted.push(box);
    const parent = box.element.parentElement as HTMLElement;
    box.element.remove();
    await settle(20);
    parent.appendChild(box.element);
    const frame = await waitFor(() => part(box, 'frame'), 'the frame again');
    await waitFor(() => getComputedStyle(frame).width === '350px', 'the frame styled');
    expect(getComputedStyle(box.element).display).to.equal('block');
  });
});

const wide = css`width: 123px; & > b { color: red; }`;

function Styled() {
  const cx = useClassNames();
  return (
    <p className={cx(wide)}>
      styled <b>bold</b>
    </p>
  );
}

describe('styles without constructed sheets', () => {
  // Such a browser is given each style as flat rules (flatten-css.ts), a style tag each.
  it('writes style tags into the root that carry the nonce', () => {
    const host = document.body.appendChild(document.createElement('div'));
    const root = host.attachShadow({ mode: 'open' });
    const reactRoot = createRoot(root);
    try {
      flushSync(() =>
        reactRoot.render(
          <RootStylesContext.Provider value={styleTagStylesFor(root, 'n0nce')}>
            <Styled />
          </RootStylesContext.Provider>,
        ),
      );
      const tags = [...root.querySelectorAll('style')];
      // The style's two rules, flat: the class, then its nested child.
      expect(tags.map((tag) => tag.textContent?.replace(/\s/g, ''))).to.deep.equal([
        `.mc-${wide.name}{width:123px;}`,
        `.mc-${wide.name}>b{color:red;}`,
      ]);
      expect(tags.every((tag) => tag.nonce === 'n0nce')).to.equal(true);
      expect(getComputedStyle(root.querySelector('p') as HTMLElement).width).to.equal('123px');
      expect(getComputedStyle(root.querySelector('b') as HTMLElement).color).to.equal('rgb(255, 0, 0)');
    } finally {
      reactRoot.unmount();
      host.remove();
    }
  });
});
