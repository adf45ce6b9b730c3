import '../../setup';
import { renderCounts, rendersBetween } from '../../support/render-counter';
import { expect } from '@open-wc/testing';
import { mountKind, mountUnrendered, part, settle, visiblePart, waitFor, type CardKind, type Mounted } from './support';

/**
 * A widget is drawn hidden, reports its opt-in control rendered, and only then opens (the runtime's
 * order): what is drawn at each of those steps is the time between the first view and the open.
 */
describe('what a card draws again between its first view and its open', () => {
  let mounted: Mounted | undefined;
  afterEach(async () => {
    mounted?.unmount();
    mounted = undefined;
    await settle();
    document.documentElement.removeAttribute('style');
  });

  const OVERLAYS: [CardKind, string][] = [
    ['modal', 'Modal'],
    ['slide_in', 'SlideIn'],
    ['bar', 'Bar'],
    ['page_takeover', 'PageTakeover'],
  ];

  for (const [kind, view] of OVERLAYS) {
    it(`a ${kind} is not drawn again when its opt-in control reports it rendered (it stays hidden)`, async () => {
      mounted = mountUnrendered(kind, { main: { title: 'Hi' } });
      await waitFor(() => part(mounted!, 'opt-in'), `the opt-in of a ${kind}`);
      await settle();
      const before = renderCounts();
      mounted.store.rendered(mounted.instanceId, 'normal');
      await settle();
      expect(rendersBetween(before, renderCounts(), view)).to.equal(0);
    });
  }

  it('the box, which shows a loader until then, is drawn again when its control reports it rendered', async () => {
    mounted = mountUnrendered('box', { main: { title: 'Hi' } });
    await waitFor(() => part(mounted!, 'loader'), 'the loader of a box');
    const before = renderCounts();
    mounted.store.rendered(mounted.instanceId, 'normal');
    await waitFor(() => !part(mounted!, 'loader'), 'the loader gone');
    expect(rendersBetween(before, renderCounts(), 'Box')).to.be.greaterThan(0);
  });

  it('as a modal opens, the card is drawn again but not its opt-in control or its description', async () => {
    mounted = mountKind('modal', { main: { title: 'Hi', desc: 'Weekly <b>notes</b>', showDescription: true } });
    mounted.host.rendered(mounted.instanceId, 'normal');
    await waitFor(() => part(mounted!, 'description')?.querySelector('b'), 'the description drawn');
    await settle();
    const before = renderCounts();
    mounted.open();
    await waitFor(() => visiblePart(mounted!, 'card'), 'the open card');
    await settle();
    const after = renderCounts();
    expect(rendersBetween(before, after, 'Modal'), 'the card').to.be.greaterThan(0);
    expect(rendersBetween(before, after, 'OptInControl'), 'the opt-in control').to.equal(0);
    expect(rendersBetween(before, after, 'MessengerOptIn'), 'the messenger opt-in').to.equal(0);
    expect(rendersBetween(before, after, 'CardDescription'), 'the description').to.equal(0);
  });
});
