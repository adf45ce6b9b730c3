import '../../setup';
import { expect } from '@open-wc/testing';
import { buttonSize } from '../../../src/react/widgets/button/button-size';
import { mountKind, mountShown, mountUnrendered, part, settle, show, waitFor, type Mounted } from './support';

describe('button and landing', () => {
  let mounted: Mounted | undefined;
  afterEach(() => {
    mounted?.unmount();
    mounted = undefined;
  });

  const sizes: [string, string, string][] = [
    ['standard', 'standard', '14px'],
    ['large', 'large', '16px'],
    ['xlarge', 'xlarge', '19px'],
    ['s', 'standard', '14px'],
    ['m', 'large', '16px'],
    ['l', 'xlarge', '19px'],
    ['huge', 'standard', '14px'],
  ];
  for (const [value, size, fontSize] of sizes) {
    it(`button: sizes ${value} as ${size}`, async () => {
      expect(buttonSize(value)).to.equal(size);
      mounted = await mountShown('button', { main: { buttonSize: value } }, 'frame');
      const frame = part(mounted, 'frame') as HTMLElement;
      expect(frame.getAttribute('data-size')).to.equal(size);
      expect(getComputedStyle(frame).getPropertyValue('--mc-button-font-size')).to.equal(fontSize);
      expect(part(mounted, 'opt-in')).to.not.equal(null);
    });
  }

  it('button: shows Success! and the messenger link after the opt-in', async () => {
    mounted = await mountShown('button', { submitted: { ctaText: 'Open chat' } }, 'frame');
    expect(part(mounted, 'success')).to.equal(null);
    mounted.host.submitted(mounted.instanceId);
    const label = await waitFor(() => part(mounted as Mounted, 'success'), 'the success label');
    expect(label.textContent).to.equal('Success!');
    const cta = part(mounted, 'cta') as HTMLAnchorElement;
    expect(cta.textContent).to.equal('Open chat');
    expect(new URL(cta.href).searchParams.get('ref')).to.equal(`42_session1_${mounted.instanceId}`);
    expect(part(mounted, 'opt-in')).to.equal(null);
    expect(part(mounted, 'close')).to.equal(null);
  });

  it('button: is hidden until displayed', async () => {
    mounted = mountKind('button');
    const frame = await waitFor(() => part(mounted as Mounted, 'frame'), 'the frame');
    expect(frame.hasAttribute('inert')).to.equal(true);
    show(mounted);
    await waitFor(() => !frame.hasAttribute('inert'), 'the button shown');
  });

  it('landing: fills the viewport with the card centred', async () => {
    mounted = await mountShown('landing', { main: { title: 'Welcome' } });
    const page = (part(mounted, 'page') as HTMLElement).getBoundingClientRect();
    const card = (part(mounted, 'card') as HTMLElement).getBoundingClientRect();
    expect(page.height).to.be.at.least(window.innerHeight);
    expect(page.width).to.equal(document.body.clientWidth);
    expect(card.left + card.width / 2).to.be.closeTo(page.left + page.width / 2, 1);
    expect(card.top + card.height / 2).to.be.closeTo(page.top + page.height / 2, 1);
    expect(part(mounted, 'close')).to.equal(null);
  });

  it('landing: shows a loader before the first render and never closes on Escape', async () => {
    mounted = mountUnrendered('landing', { main: { title: 'Welcome' } });
    await waitFor(() => part(mounted as Mounted, 'loader'), 'the loader');
    mounted.store.rendered(mounted.instanceId, 'normal');
    mounted.open();
    await waitFor(() => !part(mounted as Mounted, 'loader'), 'the loader gone');
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await settle();
    expect(mounted.host.close.called).to.equal(false);
  });
});
