import '../../setup';
import { expect } from '@open-wc/testing';
import { mountKind, mountRendered, mountShown, part, settle, show, waitFor, type Mounted } from './support';

/** The element focused inside the widget's shadow root, if focus is in it. */
const focusedIn = (mounted: Mounted) => (document.activeElement === mounted.element ? mounted.root.activeElement : null);

function press(target: EventTarget, key: string, shiftKey = false): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, composed: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}

describe('modal', () => {
  let mounted: Mounted | undefined;
  let outside: HTMLButtonElement | undefined;
  afterEach(async () => {
    mounted?.unmount();
    mounted = undefined;
    outside?.remove();
    outside = undefined;
    // A removed element's view is unmounted in the shared root's next render: its scroll lock lets go then.
    await settle();
    document.documentElement.removeAttribute('style');
  });

  it('dims the page at main.opacity percent, 50 by default', async () => {
    mounted = await mountShown('modal', { main: { title: 'Hi', opacity: 80 } });
    expect(getComputedStyle(part(mounted, 'overlay') as HTMLElement).backgroundColor).to.equal('rgba(0, 0, 0, 0.8)');
    mounted.unmount();
    mounted = await mountShown('modal', { main: { title: 'Hi' } });
    expect(getComputedStyle(part(mounted, 'overlay') as HTMLElement).backgroundColor).to.equal('rgba(0, 0, 0, 0.5)');
  });

  it('covers the viewport with its element, stacked at --mc-z-index (2147483000 by default)', async () => {
    mounted = await mountShown('modal', { main: { title: 'Hi' } });
    const host = getComputedStyle(mounted.element);
    expect(host.position).to.equal('fixed');
    expect(host.zIndex).to.equal('2147483000');
    const box = mounted.element.getBoundingClientRect();
    expect([box.width, box.height]).to.deep.equal([window.innerWidth, window.innerHeight]);
    mounted.element.style.setProperty('--mc-z-index', '50');
    expect(getComputedStyle(mounted.element).zIndex).to.equal('50');
  });

  it('lets clicks through to the page while it is not open', async () => {
    mounted = await mountRendered('modal', { main: { title: 'Hi' } });
    expect(getComputedStyle(mounted.element).visibility).to.equal('hidden');
    expect(getComputedStyle(mounted.element).pointerEvents).to.equal('none');
    expect(document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2)).to.not.equal(mounted.element);
  });

  it('closes as manual on a click on the dimmed page, not on a click on the card', async () => {
    mounted = await mountShown('modal', { main: { title: 'Hi' } });
    (part(mounted, 'title') as HTMLElement).click();
    (part(mounted, 'card') as HTMLElement).click();
    expect(mounted.host.close.called).to.equal(false);
    (part(mounted, 'overlay') as HTMLElement).click();
    expect(mounted.host.close.calledOnceWithExactly(mounted.instanceId, true)).to.equal(true);
  });

  it('has a close button named Close that closes as manual', async () => {
    mounted = await mountShown('modal', { main: { title: 'Hi' } });
    const close = part(mounted, 'close') as HTMLButtonElement;
    expect(close.localName).to.equal('button');
    expect(close.getAttribute('aria-label')).to.equal('Close');
    expect(close.textContent?.trim()).to.equal('');
    close.click();
    expect(mounted.host.close.calledOnceWithExactly(mounted.instanceId, true)).to.equal(true);
  });

  it('is a modal dialog named by its title, or by the widget name when the title is empty', async () => {
    mounted = await mountShown('modal', { main: { title: 'Weekly notes' } });
    const dialog = part(mounted, 'card') as HTMLElement;
    expect(dialog.getAttribute('role')).to.equal('dialog');
    expect(dialog.getAttribute('aria-modal')).to.equal('true');
    const labelledBy = dialog.getAttribute('aria-labelledby') as string;
    expect(mounted.root.getElementById(labelledBy)?.textContent).to.equal('Weekly notes');
    mounted.unmount();
    mounted = await mountShown('modal', { main: { title: '' }, name: 'Spring sale' });
    expect(part(mounted, 'card')?.getAttribute('aria-label')).to.equal('Spring sale');
  });

  it('takes focus when it opens, keeps Tab inside and returns focus on close', async () => {
    outside = document.createElement('button');
    outside.textContent = 'page button';
    document.body.appendChild(outside);
    outside.focus();
    mounted = mountKind('modal', { main: { title: 'Hi' } });
    show(mounted);
    const dialog = await waitFor(
      () => (focusedIn(mounted as Mounted) ? (part(mounted as Mounted, 'card') as HTMLElement) : null),
      'focus in the dialog',
    );
    expect(focusedIn(mounted)).to.equal(dialog);

    const tabbables = [part(mounted, 'close'), part(mounted, 'powered-by')] as HTMLElement[];
    tabbables[1]?.focus();
    expect(press(tabbables[1] as HTMLElement, 'Tab').defaultPrevented, 'Tab at the last element is handled').to.equal(true);
    expect(focusedIn(mounted)).to.equal(tabbables[0]);
    press(tabbables[0] as HTMLElement, 'Tab', true);
    expect(focusedIn(mounted), 'Shift+Tab at the first wraps to the last').to.equal(tabbables[1]);

    // Focus that escapes to the page is pulled back in.
    outside.focus();
    await settle();
    expect(focusedIn(mounted)).to.not.equal(null);

    (part(mounted, 'close') as HTMLElement).click();
    await waitFor(() => document.activeElement === outside, 'focus back on the page button');
  });

  it('with two blocking dialogs open, the newer holds focus and, once closed, hands it back to the older', async () => {
    mounted = mountKind('modal', { main: { title: 'First' } });
    show(mounted);
    const first = mounted;
    const firstClose = await waitFor(() => (focusedIn(first) ? (part(first, 'close') as HTMLElement) : null), 'focus in the first dialog');
    firstClose.focus();
    const second = mountKind('page_takeover', { main: { title: 'Second' } });
    try {
      show(second);
      await waitFor(() => (focusedIn(second) ? true : null), 'focus in the second dialog');
      // Tab in the newer one stays in it; focus pushed into the older one is not pulled there.
      const secondClose = part(second, 'close') as HTMLElement;
      secondClose.focus();
      press(secondClose, 'Tab');
      expect(focusedIn(second)).to.not.equal(null);
      (part(second, 'close') as HTMLElement).click();
      await waitFor(() => (focusedIn(first) === firstClose ? true : null), 'focus back in the first dialog');
    } finally {
      second.unmount();
    }
  });

  it('keeps Tab on the dialog itself when nothing in it can take focus', async () => {
    mounted = mountKind('modal', { main: { title: 'Hi' } });
    show(mounted);
    const dialog = await waitFor(
      () => (focusedIn(mounted as Mounted) ? (part(mounted as Mounted, 'card') as HTMLElement) : null),
      'focus in the dialog',
    );
    for (const element of dialog.querySelectorAll<HTMLElement>('a, button, iframe, input')) element.setAttribute('tabindex', '-1');
    expect(press(dialog, 'Tab').defaultPrevented).to.equal(true);
    expect(focusedIn(mounted)).to.equal(dialog);
  });

  it('closes as manual on Escape', async () => {
    mounted = await mountShown('modal', { main: { title: 'Hi' } });
    // The dialog listens from the effects of the commit that showed it; focus moving in says they ran.
    await waitFor(() => focusedIn(mounted as Mounted), 'focus in the dialog');
    press(document.body, 'Escape');
    expect(mounted.host.close.calledOnceWithExactly(mounted.instanceId, true)).to.equal(true);
  });

  it('leaves an Escape some inner control already handled alone, and ignores Escape while closed', async () => {
    mounted = await mountRendered('modal', { main: { title: 'Hi' } });
    press(document.body, 'Escape');
    expect(mounted.host.close.called).to.equal(false);
    mounted.open();
    await settle();
    const handled = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true, cancelable: true });
    handled.preventDefault();
    document.body.dispatchEvent(handled);
    expect(mounted.host.close.called).to.equal(false);
  });

  it('locks the page scroll while open and restores it on close', async () => {
    document.documentElement.style.overflow = 'scroll';
    mounted = await mountShown('modal', { main: { title: 'Hi' } });
    await waitFor(() => document.documentElement.style.overflow === 'hidden', 'the scroll lock');
    mounted.host.close(mounted.instanceId, true);
    await waitFor(() => document.documentElement.style.overflow === 'scroll', 'the page scroll back');
    expect(document.documentElement.style.getPropertyPriority('overflow')).to.equal('');
  });
});
