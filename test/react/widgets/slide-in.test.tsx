import '../../setup';
import { expect } from '@open-wc/testing';
import { slideInPosition } from '../../../src/react/widgets/slide-in/slide-in-position';
import { mountKind, mountShown, part, settle, show, type Mounted } from './support';

const EDGE = 16;

describe('slide-in', () => {
  let mounted: Mounted | undefined;
  let outside: HTMLButtonElement | undefined;
  afterEach(() => {
    mounted?.unmount();
    mounted = undefined;
    outside?.remove();
    outside = undefined;
  });

  const placements: [string, 'left' | 'right', 'top' | 'middle' | 'bottom'][] = [
    ['lt', 'left', 'top'],
    ['lm', 'left', 'middle'],
    ['lb', 'left', 'bottom'],
    ['rt', 'right', 'top'],
    ['rm', 'right', 'middle'],
    ['rb', 'right', 'bottom'],
  ];
  for (const [placement, side, height] of placements) {
    it(`sits ${height} ${side} for ${placement}`, async () => {
      mounted = await mountShown('slide_in', { main: { title: 'Hi', slideInPlacement: placement } });
      const box = (part(mounted, 'card') as HTMLElement).getBoundingClientRect();
      expect(mounted.element.getBoundingClientRect().toJSON()).to.deep.equal(box.toJSON());
      if (side === 'left') expect(box.left).to.be.closeTo(EDGE, 1);
      else expect(window.innerWidth - box.right).to.be.closeTo(EDGE, 1);
      if (height === 'top') expect(box.top).to.be.closeTo(EDGE, 1);
      else if (height === 'bottom') expect(window.innerHeight - box.bottom).to.be.closeTo(EDGE, 1);
      else expect(box.top + box.height / 2).to.be.closeTo(window.innerHeight / 2, 1);
    });
  }

  it('mirrors the side for right-to-left locales and sits bottom right for unknown codes', () => {
    expect(slideInPosition('lt', 'rtl')).to.deep.equal({ side: 'right', height: 'top' });
    expect(slideInPosition('rm', 'rtl')).to.deep.equal({ side: 'left', height: 'middle' });
    expect(slideInPosition('xx', 'ltr')).to.deep.equal({ side: 'right', height: 'bottom' });
  });

  it('sits at the right for lb on a right-to-left page', async () => {
    mounted = await mountShown('slide_in', { main: { title: 'مرحبا', slideInPlacement: 'lb' }, settings: { locale: 'ar' } });
    const box = (part(mounted, 'card') as HTMLElement).getBoundingClientRect();
    expect(window.innerWidth - box.right).to.be.closeTo(EDGE, 1);
  });

  it('is a non-modal dialog that does not take focus', async () => {
    outside = document.createElement('button');
    document.body.appendChild(outside);
    outside.focus();
    mounted = mountKind('slide_in', { main: { title: 'Hi' } });
    show(mounted);
    await settle(100);
    const dialog = part(mounted, 'card') as HTMLElement;
    expect(dialog.getAttribute('role')).to.equal('dialog');
    expect(dialog.hasAttribute('aria-modal')).to.equal(false);
    expect(document.activeElement).to.equal(outside);
    expect(document.documentElement.style.overflow).to.equal('');
  });

  it('closes as manual on Escape inside it and on its Close button', async () => {
    mounted = await mountShown('slide_in', { main: { title: 'Hi' } });
    const close = part(mounted, 'close') as HTMLButtonElement;
    expect(close.getAttribute('aria-label')).to.equal('Close');
    close.focus();
    close.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    expect(mounted.host.close.calledOnceWithExactly(mounted.instanceId, true)).to.equal(true);
  });

  it('leaves an Escape on the page alone', async () => {
    mounted = await mountShown('slide_in', { main: { title: 'Hi' } });
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    expect(mounted.host.close.called).to.equal(false);
  });
});
