import '../../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { runAfterSubmit } from '../../../src/react/opt-in/run-after-submit';
import { resolveWidget } from '../../../src/runtime/config';
import { makeWidget } from '../../support/factories';
import { createTestInstance } from '../../support/mount-widget';
import { mountShown, waitFor, type CardKind, type Mounted } from './support';
import { isDisplayed } from '../../../src/runtime/store';

/** An EU account: every card shows its fallback button at once, so a click is the visitor's opt-in. */
const EU = { app: { is_eu_affected: true } };
const fallback = (mounted: Mounted) => mounted.root.querySelector<HTMLElement>('[part~="fallback-button"]');

describe('submit flows through a real card (docs/opt-in.md#after-submit)', () => {
  let mounted: Mounted | undefined;
  let open: sinon.SinonStub;
  beforeEach(() => {
    open = sinon.stub(window, 'open').returns(null);
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = undefined;
    sinon.restore();
  });

  async function optIn(kind: CardKind, submitted: Record<string, unknown>): Promise<Mounted> {
    mounted = await mountShown(kind, { ...EU, main: { title: 'Hi' }, submitted: { title: 'Thanks', ...submitted } });
    const button = await waitFor(() => fallback(mounted as Mounted), 'the fallback button');
    button.click();
    return mounted;
  }

  it('a modal with a redirect opens it in a new tab and closes, not as a manual close', async () => {
    const modal = await optIn('modal', { action: 'redirect', redirectUrl: 'https://shop.example.com/thanks', redirectTarget: 'new' });
    // The first window.open is the messenger itself, the second the redirect.
    await waitFor(() => open.callCount === 2, 'the redirect');
    expect(open.secondCall.args).to.deep.equal(['https://shop.example.com/thanks', '_blank', 'noopener']);
    expect(modal.host.close.calledOnceWithExactly(modal.instanceId, false)).to.equal(true);
    expect(modal.store.getState().ui.get(modal.instanceId)?.submitted).to.equal(false);
  });

  it('a slide-in whose action is "nothing" stays as it is', async () => {
    const slideIn = await optIn('slide_in', { action: 'nothing' });
    await waitFor(() => open.callCount === 1, 'the messenger link');
    expect(slideIn.host.close.called).to.equal(false);
    expect(slideIn.host.submitted.called).to.equal(false);
    expect(isDisplayed(slideIn.store.getState().ui.get(slideIn.instanceId))).to.equal(true);
  });

  it('a bar with the message action shows its submitted content', async () => {
    const bar = await optIn('bar', { action: 'message' });
    await waitFor(() => bar.root.querySelector('[part~="title"]')?.textContent === 'Thanks', 'the submitted title');
    expect(bar.store.getState().ui.get(bar.instanceId)?.submitted).to.equal(true);
  });

  it('a box redirects and still marks itself submitted', async () => {
    const box = await optIn('box', { action: 'redirect', redirectUrl: 'shop.example.com/thanks' });
    await waitFor(() => open.callCount === 2, 'the redirect');
    expect(open.secondCall.args[0]).to.equal('//shop.example.com/thanks');
    await waitFor(() => box.store.getState().ui.get(box.instanceId)?.submitted, 'submitted');
    expect(box.host.close.called).to.equal(false);
  });

  it('a javascript: redirect is refused with a warning, and the modal thanks the visitor instead', async () => {
    const warn = sinon.stub(console, 'warn');
    const modal = await optIn('modal', { action: 'redirect', redirectUrl: 'javascript:window.__mcRedirected=1' });
    await waitFor(() => modal.store.getState().ui.get(modal.instanceId)?.submitted, 'submitted');
    expect(open.callCount).to.equal(1);
    expect((window as unknown as { __mcRedirected?: number }).__mcRedirected).to.equal(undefined);
    expect(warn.calledWithMatch(/redirect refused/)).to.equal(true);
    expect(modal.host.close.called).to.equal(false);
  });
});

describe('runAfterSubmit on the same page', () => {
  it('navigates the current page when redirectTarget is "same"', () => {
    const instance = createTestInstance(
      makeWidget({ widget_type: 'button', data: { submitted: { action: 'redirect', redirectUrl: '/thanks', redirectTarget: 'same' } } }),
    );
    const resolved = resolveWidget(instance.widget);
    const win = { open: sinon.spy(), location: { assign: sinon.spy() } } as unknown as Window;
    runAfterSubmit(instance.host, resolved, instance.instanceId, win);
    expect((win.location.assign as sinon.SinonSpy).calledOnceWithExactly('/thanks')).to.equal(true);
    expect((win.open as sinon.SinonSpy).called).to.equal(false);
    expect(instance.store.getState().ui.get(instance.instanceId)?.submitted).to.equal(true);
  });
});
