// Every widget element renders through one React root, as a portal into its own shadow root: an
// element's update renders its view alone, one view's error leaves the others showing, and 200
// elements connected in one task are drawn with one render asked for, committed in a few groups,
// with no React root of their own; many new views are drawn in slices with the page free between.
import '../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { sharedRenderer } from '../../src/elements/shared-root';
import { watchPageErrors } from '../support/watch-page-errors';
import { createElement } from 'react';

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
/** Waits for what a test then asserts: new views render in slices, which a busy machine spreads out. */
const until = async (done: () => boolean) => {
  const start = performance.now();
  while (!done() && performance.now() - start < 3000) await settle();
};

/**
 * A ref for the views' elements that counts the views each commit drew: a commit attaches its elements in one go, with
 * no microtask between.
 */
function commitCounter() {
  const groups: number[] = [];
  let inCommit = false;
  const counted = (node: HTMLElement | null) => {
    if (!node) return;
    if (inCommit) {
      groups[groups.length - 1]! += 1;
      return;
    }
    inCommit = true;
    groups.push(1);
    queueMicrotask(() => (inCommit = false));
  };
  return { counted, groups: () => groups };
}

function shadowHost(): { host: HTMLElement; root: ShadowRoot } {
  const host = document.createElement('div');
  document.body.append(host);
  return { host, root: host.attachShadow({ mode: 'open' }) };
}

describe('the shared React root', () => {
  it("draws each element's view in its own shadow root, and an update renders that view alone", async () => {
    const renders = new Map<string, number>();
    const View = ({ name, text }: { name: string; text: string }) => {
      renders.set(name, (renders.get(name) ?? 0) + 1);
      return createElement('p', null, text);
    };
    const [a, b] = [shadowHost(), shadowHost()];
    const entryA = sharedRenderer.mount(a.root as unknown as HTMLElement, View as never, { name: 'a', text: 'first' });
    sharedRenderer.mount(b.root as unknown as HTMLElement, View as never, { name: 'b', text: 'second' });
    await until(() => b.root.textContent === 'second');
    expect([a.root.textContent, b.root.textContent]).to.deep.equal(['first', 'second']);
    sharedRenderer.update(entryA, { name: 'a', text: 'changed' });
    await settle();
    expect([a.root.textContent, b.root.textContent]).to.deep.equal(['changed', 'second']);
    expect([renders.get('a'), renders.get('b')]).to.deep.equal([2, 1]);
    sharedRenderer.unmount(entryA);
    await settle();
    expect([a.root.textContent, b.root.textContent]).to.deep.equal(['', 'second']);
    a.host.remove();
    b.host.remove();
  });

  it('keeps the other views when one throws, with one warning and no error in the page', async () => {
    const { warn, pageErrors, stop } = watchPageErrors();
    try {
      const Broken = () => {
        throw new Error('a broken view');
      };
      const Fine = () => createElement('p', null, 'still here');
      const [broken, fine] = [shadowHost(), shadowHost()];
      sharedRenderer.mount(fine.root as unknown as HTMLElement, Fine as never, {});
      sharedRenderer.mount(broken.root as unknown as HTMLElement, Broken as never, {});
      await until(() => fine.root.textContent === 'still here');
      await settle();
      expect(fine.root.textContent).to.equal('still here');
      expect(broken.root.textContent).to.equal('');
      expect(warn.calledOnce).to.equal(true);
      expect(pageErrors).to.deep.equal([]);
      broken.host.remove();
      fine.host.remove();
    } finally {
      stop();
    }
  });

  it('draws 200 elements connected in one task with one render asked for, in a few commits of growing groups, none of them a React root of its own', async () => {
    const { counted, groups } = commitCounter();
    const View = ({ n }: { n: number }) => createElement('p', { ref: counted }, `card ${n}`);
    const hosts = Array.from({ length: 200 }, shadowHost);
    const spy = sinon.spy(window, 'queueMicrotask');
    hosts.forEach(({ root }, n) => sharedRenderer.mount(root as unknown as HTMLElement, View as never, { n }));
    const scheduled = spy.callCount;
    spy.restore();
    // Drawn as a transition, in slices: however long that takes on this machine.
    const start = performance.now();
    while (hosts[199]!.root.textContent !== 'card 199' && performance.now() - start < 5000) await settle();
    expect(scheduled, 'one render asked for').to.equal(1);
    expect(hosts.every(({ root }, n) => root.textContent === `card ${n}`)).to.equal(true);
    // Groups of 4, 16, 64, then the rest (a group of 4 or 16 again where the machine was slow for it): each commit a
    // task of its own, not one for all 200, and the groups grow.
    expect(groups().length, groups().join(' ')).to.be.within(2, 12);
    expect(Math.max(...groups()), groups().join(' ')).to.be.greaterThan(16);
    const ownRoots = hosts.filter(({ root }) => Object.keys(root).some((key) => key.startsWith('__reactContainer$')));
    expect(ownRoots.length).to.equal(0);
    hosts.forEach(({ host }) => host.remove());
  });

  /** Mounts `count` views that each take `ms` to render; resolves with how many views each commit drew. */
  async function groupsFor(count: number, ms: number): Promise<number[]> {
    const { counted, groups } = commitCounter();
    const View = ({ n }: { n: number }) => {
      const until = performance.now() + ms;
      while (performance.now() < until);
      return createElement('p', { ref: counted }, `card ${n}`);
    };
    const hosts = Array.from({ length: count }, shadowHost);
    hosts.forEach(({ root }, n) => sharedRenderer.mount(root as unknown as HTMLElement, View as never, { n }));
    const last = hosts[count - 1]!.root;
    const start = performance.now();
    while (last.textContent !== `card ${count - 1}` && performance.now() - start < 10_000) await settle();
    expect(hosts.every(({ root }, n) => root.textContent === `card ${n}`)).to.equal(true);
    hosts.forEach(({ host }) => host.remove());
    return groups();
  }

  it('grows the groups while their views take a few milliseconds each, however long a group takes', async () => {
    // 2 ms a view (a few to each of React's 5 ms slices): a group of 16 takes 32 ms of work and, with the frames
    // between its slices, more than 40 ms, but under 10 ms a view: 4 (two or three times if the machine was slow for
    // those, as a loaded CI machine is), 16, then 64 and the rest. Groups that grew only while under 40 ms would stay
    // at 16.
    const groups = await groupsFor(100, 2);
    expect(Math.max(...groups), groups.join(' ')).to.be.greaterThan(16);
  });

  it('keeps to small groups when each view takes longer than a device should commit many of', async () => {
    // 12 ms a view: a group of 4 takes about 50 ms, over 40 ms and over 10 ms a view: 4, 4, 4.
    expect(await groupsFor(12, 12)).to.deep.equal([4, 4, 4]);
  });

  it('draws many new views in slices with the page free between them, and a change to a drawn view at once', async () => {
    // A view that costs about a millisecond, as a card does on a phone.
    const Slow = ({ n }: { n: number }) => {
      const until = performance.now() + 1;
      while (performance.now() < until);
      return createElement('p', null, `card ${n}`);
    };
    const hosts = Array.from({ length: 60 }, shadowHost);
    // The page's own work: a task queued again and again until the views are drawn.
    let pageTasks = 0;
    let drawn = false;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      pageTasks += 1;
      if (!drawn) channel.port2.postMessage(undefined);
    };
    const entries = hosts.map(({ root }, n) => sharedRenderer.mount(root as unknown as HTMLElement, Slow as never, { n }));
    channel.port2.postMessage(undefined);
    const start = performance.now();
    while (hosts[59]!.root.textContent !== 'card 59' && performance.now() - start < 5000)
      await new Promise((resolve) => setTimeout(resolve, 5));
    drawn = true;
    expect(hosts.every(({ root }, n) => root.textContent === `card ${n}`)).to.equal(true);
    // 60 ms of rendering in one task would let the page in once or twice; in slices, many times.
    expect(pageTasks, 'tasks of the page run while the views were drawn').to.be.greaterThan(5);
    sharedRenderer.update(entries[0]!, { n: 100 });
    // At once: rendered in React's next task, so by the second frame from now at the latest (a timer of 0 ms
    // may run before that task on a busy machine).
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    expect(hosts[0]!.root.textContent).to.equal('card 100');
    hosts.forEach(({ host }) => host.remove());
    channel.port1.close();
  });
});
