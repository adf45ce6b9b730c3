import '../../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { boxWidth } from '../../../src/react/widgets/box/box-width';
import { mountKind, mountShown, mountUnrendered, part, settle, waitFor, type Mounted } from './support';

describe('box', () => {
  let mounted: Mounted | undefined;
  let container: HTMLElement | undefined;
  afterEach(() => {
    mounted?.unmount();
    mounted = undefined;
    container?.remove();
    container = undefined;
  });

  const widths: [string, boolean, unknown, { width: string; minWidth?: string }][] = [
    ['fitContainer', true, ['px', 500], { width: '100%' }],
    ['px', false, ['px', 420], { width: '420px', minWidth: '280px' }],
    ['%', false, ['%', 50], { width: '50%', minWidth: '280px' }],
    ['px under the minimum', false, ['px', 120], { width: '280px', minWidth: '280px' }],
    ['an unknown unit', false, ['em', 20], { width: '350px', minWidth: '280px' }],
    ['no width', false, undefined, { width: '350px', minWidth: '280px' }],
  ];
  for (const [what, fit, width, expected] of widths) {
    it(`sizes ${what} as ${expected.width}`, () => {
      expect(boxWidth(fit, width)).to.deep.equal(expected);
    });
  }

  async function mountIn(main: Record<string, unknown>, containerWidth: number): Promise<HTMLElement> {
    container = document.createElement('div');
    container.style.width = `${containerWidth}px`;
    document.body.appendChild(container);
    mounted = await mountShown('box', { main: { title: 'Inline', ...main }, parent: container });
    return part(mounted, 'frame') as HTMLElement;
  }

  const laidOut: [string, Record<string, unknown>, number, number][] = [
    ['fills its container with fitContainer', { fitContainer: true }, 600, 600],
    ['is main.width px wide', { width: ['px', 420] }, 800, 420],
    ['is main.width percent of its container', { width: ['%', 50] }, 800, 400],
    ['is never narrower than 280 px', { width: ['%', 10] }, 800, 280],
    ['is 350 px wide by default', {}, 800, 350],
  ];
  for (const [what, main, containerWidth, expected] of laidOut) {
    it(what, async () => {
      const frame = await mountIn(main, containerWidth);
      expect(frame.getBoundingClientRect().width).to.equal(expected);
    });
  }

  it('shows a loader until the first render, then the card once displayed', async () => {
    mounted = mountUnrendered('box', { main: { title: 'Inline' } });
    const loader = await waitFor(() => part(mounted as Mounted, 'loader'), 'the loader');
    expect(loader.getAttribute('role')).to.equal('status');
    expect(loader.getBoundingClientRect().width).to.equal(40);
    expect(getComputedStyle(part(mounted, 'card') as HTMLElement).visibility).to.equal('hidden');
    await settle(100);
    expect(part(mounted, 'loader'), 'still loading').to.not.equal(null);
    mounted.store.rendered(mounted.instanceId, 'normal');
    await waitFor(() => !part(mounted as Mounted, 'loader'), 'the loader gone');
    mounted.open();
    await waitFor(() => getComputedStyle(part(mounted as Mounted, 'card') as HTMLElement).visibility === 'visible', 'the card shown');
  });

  it('draws no loader once the platform SDK failed on the page: its fallback is its first render', async () => {
    const warn = sinon.stub(console, 'warn');
    let second: HTMLElement | undefined;
    try {
      // The first card meets the failure (a content blocker refusing the SDK) and waits for it behind its loader.
      mounted = mountKind('box', { main: { title: 'Inline' }, settings: { fbSdkUrl: `${location.origin}/missing-sdk-${Date.now()}.js` } });
      await waitFor(() => part(mounted as Mounted, 'fallback-button'), 'the first card’s fallback');
      // A second card of the same page, placed afterwards (the runtime claims it the same way).
      const instanceId = `${mounted.instanceId}-second`;
      const widgetId = mounted.store.getState().widgets[0]!.widgetId;
      mounted.store.instanceAdded(instanceId, widgetId);
      second = document.createElement('mc-box');
      second.setAttribute('data-widget-id', String(widgetId));
      second.setAttribute('data-instance-id', instanceId);
      const drawn: string[] = [];
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof Element)
              for (const element of [node, ...node.querySelectorAll('[part]')]) drawn.push(element.getAttribute('part') ?? '');
      }).observe(second.shadowRoot as ShadowRoot, { childList: true, subtree: true });
      document.body.appendChild(second);
      const root = second.shadowRoot as ShadowRoot;
      await waitFor(() => root.querySelector('[part~="fallback-button"]'), 'the second card’s fallback');
      expect(mounted.store.getState().instances.get(instanceId)?.rendered, 'rendered').to.equal(true);
      expect(drawn, 'the parts it drew').to.include('card');
      expect(drawn).not.to.include('loader');
      expect(drawn).not.to.include('plugin');
    } finally {
      second?.remove();
      warn.restore();
    }
  });

  it('draws its surface at its alpha without the blur an overlay has: only its container lies behind it', async () => {
    mounted = await mountShown('box', { main: { title: 'Inline', colors: { background: '#112233' } } });
    const card = getComputedStyle(part(mounted, 'card') as HTMLElement);
    expect(card.backgroundColor).to.equal('rgba(17, 34, 51, 0.9)');
    expect(card.backdropFilter).to.equal('none');
    const overlay = await mountShown('modal', { main: { title: 'Over the page', colors: { background: '#112233' } } });
    try {
      expect(getComputedStyle(part(overlay, 'card') as HTMLElement).backdropFilter).to.equal('blur(16px)');
    } finally {
      overlay.unmount();
    }
  });

  it('has no close control', async () => {
    mounted = await mountShown('box', { main: { title: 'Inline', allowHide: true } });
    await settle();
    expect(part(mounted, 'close')).to.equal(null);
    expect(mounted.root.querySelector('button[aria-label="Close"]')).to.equal(null);
  });
});
