import '../../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { finishAnimations, mountKind, mountShown, settle, show, waitFor, type CardKind, type Mounted } from '../widgets/support';

// When the opt-in control that had focus gives way to the submitted content, focus goes to what
// replaced it; when focus was elsewhere, a submit leaves it there.
const EU = { app: { is_eu_affected: true } };
const fallback = (mounted: Mounted) =>
  waitFor(() => mounted.root.querySelector<HTMLElement>('[part~="fallback-button"]'), 'the fallback button');
const submittedShown = (mounted: Mounted) =>
  waitFor(() => mounted.root.querySelector('[part~="title"]')?.textContent === 'Thanks' || null, 'the submitted title');

describe('focus after the opt-in', () => {
  let mounted: Mounted | undefined;
  let outside: HTMLButtonElement | undefined;
  beforeEach(() => {
    sinon.stub(window, 'open').returns(null);
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = undefined;
    outside?.remove();
    outside = undefined;
    sinon.restore();
  });

  const kinds: CardKind[] = ['box', 'slide_in', 'modal'];
  for (const kind of kinds) {
    it(`${kind}: moves from the used control to the messenger link`, async () => {
      mounted = await mountShown(kind, { ...EU, main: { title: 'Hi' }, submitted: { title: 'Thanks' } });
      const button = await fallback(mounted);
      // A modal first takes focus itself (a task after it opens); the visitor moves on from there.
      if (kind === 'modal')
        await waitFor(() => mounted?.root.activeElement?.getAttribute('role') === 'dialog' || null, 'the dialog taking focus');
      button.focus();
      expect(mounted.root.activeElement).to.equal(button);
      button.click();
      await submittedShown(mounted);
      const cta = mounted.root.querySelector('[part~="cta"]');
      await waitFor(() => mounted?.root.activeElement === cta || null, 'focus on the messenger link');
    });
  }

  it('box: moves to the messenger link when the visitor reached the control the moment it appeared', async () => {
    // Guards the hand-over missing a focus that came before React ran the card's passive effects (a busy page).
    mounted = mountKind('box', { ...EU, main: { title: 'Hi' }, submitted: { title: 'Thanks' } });
    const root = mounted.root;
    let focused: HTMLElement | null = null;
    const observer = new MutationObserver(() => {
      focused ??= root.querySelector<HTMLElement>('[part~="fallback-button"]');
      focused?.focus();
      if (focused) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
    show(mounted);
    const button = await fallback(mounted);
    finishAnimations(mounted);
    expect(focused).to.equal(button);
    expect(root.activeElement).to.equal(button);
    button.click();
    await submittedShown(mounted);
    const cta = root.querySelector('[part~="cta"]');
    await waitFor(() => root.activeElement === cta || null, 'focus on the messenger link');
  });

  it('moves to the submitted title when there is no link to show', async () => {
    mounted = await mountShown('box', {
      app: { is_eu_affected: true, pageId: '', fb_page_id: '' },
      main: { title: 'Hi' },
      submitted: { title: 'Thanks' },
    });
    const button = await fallback(mounted);
    button.focus();
    button.click();
    await submittedShown(mounted);
    const title = mounted.root.querySelector<HTMLElement>('[part~="title"]');
    await waitFor(() => mounted?.root.activeElement === title || null, 'focus on the title');
    expect(title?.getAttribute('tabindex')).to.equal('-1');
  });

  it('mc-button: moves from the used control to the messenger link', async () => {
    mounted = await mountShown('button', EU, 'fallback-button');
    const button = await fallback(mounted);
    button.focus();
    button.click();
    const cta = await waitFor(() => mounted?.root.querySelector('[part~="cta"]'), 'the messenger link');
    await waitFor(() => mounted?.root.activeElement === cta || null, 'focus on the messenger link');
  });

  it('leaves focus where it is when the submit comes while the visitor is elsewhere', async () => {
    mounted = await mountShown('box', { ...EU, main: { title: 'Hi' }, submitted: { title: 'Thanks' } });
    await fallback(mounted);
    outside = document.createElement('button');
    outside.textContent = 'Elsewhere';
    document.body.appendChild(outside);
    outside.focus();
    // The opt-in noticed later (the poll), not through the control.
    mounted.host.submitted(mounted.instanceId);
    await submittedShown(mounted);
    await settle();
    expect(document.activeElement).to.equal(outside);
    expect(mounted.root.activeElement).to.equal(null);
  });

  it('leaves focus alone when it had left the control before the submit', async () => {
    mounted = await mountShown('box', { ...EU, main: { title: 'Hi' }, submitted: { title: 'Thanks' } });
    const button = await fallback(mounted);
    button.focus();
    outside = document.createElement('button');
    document.body.appendChild(outside);
    outside.focus();
    await settle();
    mounted.host.submitted(mounted.instanceId);
    await submittedShown(mounted);
    await settle();
    expect(document.activeElement).to.equal(outside);
  });
});
