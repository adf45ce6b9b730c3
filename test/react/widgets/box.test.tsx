import '../../setup';
import { expect } from '@open-wc/testing';
import { boxWidth } from '../../../src/react/widgets/box/box-width';
import { mountShown, mountUnrendered, part, settle, waitFor, type Mounted } from './support';

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

  it('has no close control', async () => {
    mounted = await mountShown('box', { main: { title: 'Inline', allowHide: true } });
    await settle();
    expect(part(mounted, 'close')).to.equal(null);
    expect(mounted.root.querySelector('button[aria-label="Close"]')).to.equal(null);
  });
});
