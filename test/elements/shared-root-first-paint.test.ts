// The first view is drawn in one piece: nothing of the page's other work comes in front of its first paint, and a
// store change its commit causes (the plugin's outcome reported, then the widget opened) is drawn in the same task.
// Only the first: the views mounted with it or after it render as a transition, in slices with the page free
// between, so every kind at once is not one long task. A file of its own, so the view it mounts first is the page's
// first.
import '../setup';
import { expect } from '@open-wc/testing';
import { createElement, useLayoutEffect, useSyncExternalStore } from 'react';
import { sharedRenderer } from '../../src/elements/shared-root';
import { settleUntil } from '../support/settle';

describe('the shared React root, drawing the first views', () => {
  it('renders the first view without giving the page a turn, and the view mounted with it in slices', async () => {
    // A view that takes about 40 ms to render; its first child posts a message, its last notes whether that message
    // was handled meanwhile, i.e. whether React gave the page a turn in the middle of the render.
    const channel = new MessageChannel();
    let handled = 0;
    channel.port1.onmessage = () => (handled += 1);
    const turnsTaken: number[] = [];
    let handledAtStart = 0;
    const Slow = ({ n }: { n: number }) => {
      if (n === 0) {
        handledAtStart = handled;
        channel.port2.postMessage(0);
      }
      const end = performance.now() + 1;
      while (performance.now() < end);
      if (n === 39) turnsTaken.push(handled - handledAtStart);
      return createElement('i', null, String(n));
    };
    // A store its layout effect changes, as the plugin's report and the open do: the change is drawn without a turn.
    let stored = 'closed';
    const wakes = new Set<() => void>();
    const subscribe = (wake: () => void) => (wakes.add(wake), () => void wakes.delete(wake));
    const turnsBeforeOpen: number[] = [];
    const Opener = () => {
      const state = useSyncExternalStore(subscribe, () => stored);
      useLayoutEffect(() => {
        if (stored !== 'closed') return;
        queueMicrotask(() => {
          stored = 'open';
          wakes.forEach((wake) => wake());
        });
      }, []);
      if (state === 'open') turnsBeforeOpen.push(handled - handledAtStart);
      return createElement('b', null, state);
    };
    const Heavy = () =>
      createElement('div', null, ...Array.from({ length: 40 }, (_, n) => createElement(Slow, { key: n, n })), createElement(Opener));
    const hosts = [0, 1].map(() => {
      const host = document.createElement('div');
      document.body.append(host);
      return { host, root: host.attachShadow({ mode: 'open' }) };
    });
    try {
      // Mounted in one task, as a page's elements connect.
      sharedRenderer.mount(hosts[0]!.root as unknown as HTMLElement, Heavy as never, {});
      sharedRenderer.mount(hosts[1]!.root as unknown as HTMLElement, Heavy as never, {});
      await settleUntil(
        undefined,
        () => hosts.every(({ root }) => root.querySelectorAll('i').length === 40) && hosts[0]!.root.textContent!.endsWith('open'),
      );
      expect(turnsTaken[0], 'the first view: no turn for the page before its first paint').to.equal(0);
      expect(turnsBeforeOpen[0], 'what its commit caused: drawn before the page had a turn').to.equal(0);
      expect(turnsTaken[1], 'the view mounted with it: the page had turns between slices').to.be.above(0);
    } finally {
      hosts.forEach(({ host }) => host.remove());
    }
  });
});
