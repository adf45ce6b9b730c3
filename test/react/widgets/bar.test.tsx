import '../../setup';
import { expect } from '@open-wc/testing';
import { mountRendered, mountShown, part, waitFor, type Mounted } from './support';

describe('bar', () => {
  let mounted: Mounted | undefined;
  let content: HTMLElement | undefined;
  afterEach(() => {
    mounted?.unmount();
    mounted = undefined;
    content?.remove();
    content = undefined;
    document.documentElement.removeAttribute('style');
  });

  const box = (mounted: Mounted) => (part(mounted, 'bar') as HTMLElement).getBoundingClientRect();

  it('sits fixed across the top by default', async () => {
    mounted = await mountShown('bar', { main: { title: 'Free shipping' } });
    expect(getComputedStyle(mounted.element).position).to.equal('fixed');
    expect(box(mounted).top).to.equal(0);
    expect(box(mounted).width).to.equal(document.documentElement.clientWidth);
    expect(mounted.element.getBoundingClientRect().height).to.equal(box(mounted).height);
    expect(getComputedStyle(mounted.element).zIndex).to.equal('2147483000');
  });

  it('sits at the bottom for barPlacement bottom', async () => {
    mounted = await mountShown('bar', { main: { title: 'Free shipping', barPlacement: 'bottom' } });
    expect(window.innerHeight - box(mounted).bottom).to.be.closeTo(0, 1);
  });

  it('scrolls with the page without stickWithScroll', async () => {
    mounted = await mountShown('bar', { main: { title: 'Free shipping', stickWithScroll: false } });
    expect(getComputedStyle(mounted.element).position).to.equal('absolute');
    expect(box(mounted).top + window.scrollY).to.equal(0);
  });

  it('ends the page without stickWithScroll at the bottom, taking no room until shown', async () => {
    mounted = await mountRendered('bar', { main: { title: 'Free shipping', stickWithScroll: false, barPlacement: 'bottom' } });
    expect(getComputedStyle(mounted.element).position).to.equal('absolute');
    mounted.open();
    await waitFor(() => getComputedStyle((mounted as Mounted).element).position === 'static', 'the bar in the flow');
    expect(mounted.element.getBoundingClientRect().height).to.be.greaterThan(0);
    expect(document.body.lastElementChild).to.equal(mounted.element);
  });

  it('has a Close button only when allowHide', async () => {
    mounted = await mountShown('bar', { main: { title: 'Hi', allowHide: true } });
    (part(mounted, 'close') as HTMLElement).click();
    expect(mounted.host.close.calledOnceWithExactly(mounted.instanceId, true)).to.equal(true);
    mounted.unmount();
    mounted = await mountShown('bar', { main: { title: 'Hi', allowHide: false } });
    expect(part(mounted, 'close')).to.equal(null);
    (part(mounted, 'title') as HTMLElement).dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    expect(mounted.host.close.called).to.equal(false);
  });

  it('closes as manual on Escape inside it', async () => {
    mounted = await mountShown('bar', { main: { title: 'Hi' } });
    (part(mounted, 'close') as HTMLElement).dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    expect(mounted.host.close.calledOnceWithExactly(mounted.instanceId, true)).to.equal(true);
  });

  it('pushes the page content down by its height while shown and restores it on close', async () => {
    document.documentElement.style.paddingTop = '3px';
    content = document.createElement('div');
    content.textContent = 'page content';
    document.body.prepend(content);
    const before = content.getBoundingClientRect().top;
    mounted = await mountShown('bar', { main: { title: 'Free shipping', pushPage: true } });
    const height = Math.round(box(mounted).height);
    expect(height).to.be.greaterThan(0);
    await waitFor(() => document.documentElement.style.paddingTop === `${3 + height}px`, 'the page padding');
    expect(content.getBoundingClientRect().top - before).to.be.closeTo(height, 1);
    mounted.host.close(mounted.instanceId, true);
    await waitFor(() => document.documentElement.style.paddingTop === '3px', 'the owner padding back');
    expect(document.documentElement.style.getPropertyPriority('padding-top')).to.equal('');
    expect(content.getBoundingClientRect().top).to.be.closeTo(before, 1);
  });

  it('restores the page when it leaves the DOM while shown', async () => {
    mounted = await mountShown('bar', { main: { title: 'Free shipping', pushPage: true, barPlacement: 'bottom' } });
    await waitFor(() => document.documentElement.style.paddingBottom !== '', 'the page padding');
    mounted.unmount();
    await waitFor(() => document.documentElement.style.paddingBottom === '', 'the padding removed');
  });

  it('does not push the page without pushPage', async () => {
    mounted = await mountShown('bar', { main: { title: 'Free shipping' } });
    expect(document.documentElement.style.paddingTop).to.equal('');
  });
});
