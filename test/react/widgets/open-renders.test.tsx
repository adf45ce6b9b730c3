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

  /**
   * What the card element went through: whether it was inserted hidden (`inert`), and every later change of its
   * `inert` attribute. Read by a mutation observer, which hears of a commit before the microtasks its layout effects
   * queued (the runtime's open among them).
   */
  function watchCard(root: ShadowRoot, name: string) {
    const selector = `[part~="${name}"]`;
    const seen = { insertedHidden: [] as boolean[], inertChanges: 0 };
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && (record.target as Element).matches(selector)) seen.inertChanges += 1;
        for (const node of record.addedNodes) {
          const card = node instanceof Element ? (node.matches(selector) ? node : node.querySelector(selector)) : null;
          if (card) seen.insertedHidden.push(card.hasAttribute('inert'));
        }
      }
    });
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['inert'] });
    return { seen, stop: () => observer.disconnect() };
  }

  /** Opens the instance as the runtime does once the render it awaits has been reported (runtime/instances.ts). */
  function openOnRender(target: Mounted) {
    return target.store.subscribeInstance(target.instanceId, () => {
      const record = target.store.getState().instances.get(target.instanceId);
      if (record?.rendered && record.opening) target.open();
    });
  }

  const EU = { app: { is_eu_affected: true } };

  for (const kind of ['box', 'button', 'landing'] as const) {
    it(`a ${kind} whose opt-in draws at once, mounted as its open is under way, is committed shown once`, async () => {
      const name = kind === 'button' ? 'frame' : 'card';
      mounted = mountKind(kind, { main: { title: 'Hi' }, ...EU });
      // The runtime marks the open under way before the UI mounts the view.
      mounted.store.openingSet(mounted.instanceId, true);
      const card = watchCard(mounted.root, name);
      const stop = openOnRender(mounted);
      await waitFor(() => visiblePart(mounted!, name), `the shown ${kind}`);
      await settle();
      stop();
      card.stop();
      expect(mounted.store.getState().ui.get(mounted.instanceId)?.phase, 'opened by the runtime').to.equal('open');
      expect(card.seen.insertedHidden, `the ${name} as it was inserted`).to.deep.equal([false]);
      expect(card.seen.inertChanges, `the ${name} hidden or shown again`).to.equal(0);
    });
  }

  // Its open changes nothing it draws: rendered, no longer opening, displayed. 200 embeds each drew their card again.
  it('as a box drawn shown opens, it is not drawn again', async () => {
    mounted = mountKind('box', { main: { title: 'Hi', desc: 'Weekly <b>notes</b>', showDescription: true }, ...EU });
    mounted.store.openingSet(mounted.instanceId, true);
    await waitFor(() => visiblePart(mounted!, 'card') && part(mounted!, 'description')?.querySelector('b'), 'the box drawn shown');
    await settle();
    const before = renderCounts();
    mounted.store.rendered(mounted.instanceId, 'normal');
    mounted.store.openingSet(mounted.instanceId, false);
    mounted.open();
    await settle();
    const after = renderCounts();
    expect(mounted.store.getState().ui.get(mounted.instanceId)?.phase, 'its open').to.equal('open');
    expect(rendersBetween(before, after, 'Box'), 'the box').to.equal(0);
    expect(rendersBetween(before, after, 'CardContent'), 'its content').to.equal(0);
    expect(visiblePart(mounted, 'card'), 'its card, shown').to.not.equal(null);
  });

  it('a box drawn shown for an open that is then called off is hidden again', async () => {
    mounted = mountKind('box', { main: { title: 'Hi' }, ...EU });
    mounted.store.openingSet(mounted.instanceId, true);
    await waitFor(() => visiblePart(mounted!, 'card'), 'the box drawn shown');
    // The route changed while it rendered and the rules now say no: the runtime ends the open without opening.
    mounted.store.openingSet(mounted.instanceId, false);
    await waitFor(() => part(mounted!, 'card')?.hasAttribute('inert'), 'the box hidden again');
    expect(visiblePart(mounted, 'card')).to.equal(null);
  });

  it('a box whose plugin is still to render stays hidden while its open is under way', async () => {
    mounted = mountUnrendered('box', { main: { title: 'Hi' } });
    mounted.store.openingSet(mounted.instanceId, true);
    await waitFor(() => part(mounted!, 'loader'), 'the loader of a box');
    await settle();
    expect(part(mounted, 'card')?.hasAttribute('inert')).to.equal(true);
  });

  it('a box that is not opening is mounted hidden, though its opt-in draws at once', async () => {
    mounted = mountKind('box', { main: { title: 'Hi' }, ...EU });
    await waitFor(() => part(mounted!, 'card'), 'the box');
    await settle();
    expect(mounted.store.getState().instances.get(mounted.instanceId)?.rendered, 'its control reported').to.equal(true);
    expect(part(mounted, 'card')?.hasAttribute('inert')).to.equal(true);
  });
});
