import '../../setup';
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { mountKind, part, show, visiblePart, waitFor, type CardKind, type Mounted } from './support';

/** The entrance animations started on an element (the loader's endless spin is not one). */
const entrances = (element: Element) =>
  element.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity);

/**
 * Mounts and shows a kind, leaving its animations as they started. The box is shown once it has been drawn hidden: one
 * shown from its first render appears without an entrance (below).
 */
async function mountOpen(kind: CardKind, name: string): Promise<Mounted> {
  const mounted = mountKind(kind, { main: { title: 'Hi' } });
  if (kind === 'box') await waitFor(() => part(mounted, name), `the hidden ${name}`);
  show(mounted);
  await waitFor(() => visiblePart(mounted, name), `the ${name}`);
  return mounted;
}

describe('entrance animations', () => {
  let mounted: Mounted | undefined;
  afterEach(async () => {
    mounted?.unmount();
    mounted = undefined;
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  const frames: [CardKind, string][] = [
    ['modal', 'card'],
    ['slide_in', 'card'],
    ['bar', 'bar'],
    ['page_takeover', 'takeover'],
    ['box', 'card'],
  ];
  for (const [kind, name] of frames) {
    it(`${kind}: animates its entrance only when the visitor did not ask for reduced motion`, async () => {
      await emulateMedia({ reducedMotion: 'no-preference' });
      mounted = await mountOpen(kind, name);
      expect(entrances(part(mounted, name) as HTMLElement).length).to.be.greaterThan(0);
      mounted.unmount();
      await emulateMedia({ reducedMotion: 'reduce' });
      mounted = await mountOpen(kind, name);
      expect(entrances(part(mounted, name) as HTMLElement)).to.have.length(0);
    });
  }

  for (const kind of ['box', 'landing'] as const) {
    it(`${kind}: drawn shown from its first render (its opt-in draws at once as it opens), appears without an entrance`, async () => {
      await emulateMedia({ reducedMotion: 'no-preference' });
      mounted = mountKind(kind, { main: { title: 'Hi' }, app: { is_eu_affected: true } });
      mounted.store.openingSet(mounted.instanceId, true);
      await waitFor(() => visiblePart(mounted!, 'card'), 'the card');
      mounted.open();
      await waitFor(() => mounted!.store.getState().ui.get(mounted!.instanceId)?.phase === 'open', 'the open');
      expect(entrances(part(mounted, 'card') as HTMLElement)).to.have.length(0);
    });
  }
});
