/**
 * Every widget element's view renders through one React root, as a portal into the element's
 * shadow root, instead of a React root per element (r2wc's core with this renderer, in place of
 * its own renderer that creates a root per element). A page with 200 embeds then holds one root's
 * bookkeeping and commits once for all the elements that connected in the same task, so rendering
 * them costs what they show rather than 200 roots.
 *
 * Each view sits behind a boundary of its own: an error in one widget shows nothing in its element
 * and leaves the others rendering (a per-element root gave that for free).
 */
import { createElement, memo, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { ChunkBoundary } from '../react/ChunkBoundary';

interface Mounted {
  key: string;
  container: HTMLElement;
  View: ComponentType<object>;
  /** A new object on each update, so the entry's view renders again and the others do not. */
  props: object;
}

const mounted = new Map<string, Mounted>();
let root: Root | undefined;
let renderDue = false;
let counter = 0;

/** One element's view; skipped when an other element's change renders the list again. */
const Entry = memo(function Entry({ View, props }: { View: ComponentType<object>; props: object }) {
  return createElement(ChunkBoundary, { what: 'a widget', children: createElement(View, props) });
});

function Portals() {
  return [...mounted.values()].map((entry) => createPortal(createElement(Entry, { View: entry.View, props: entry.props }), entry.container, entry.key));
}

/** One render for every change of a task: the elements connected while a page is parsed, or 200 embeds placed by a script. */
function renderSoon(): void {
  if (renderDue) return;
  renderDue = true;
  queueMicrotask(() => {
    renderDue = false;
    // Detached: nothing of the page is React's; each view lives in its element's shadow root.
    root ??= createRoot(document.createElement('div'));
    root.render(createElement(Portals));
  });
}

export const sharedRenderer = {
  mount(container: HTMLElement, View: ComponentType<object>, props: object): Mounted {
    const entry: Mounted = { key: `mc-${++counter}`, container, View, props: { ...props } };
    mounted.set(entry.key, entry);
    renderSoon();
    return entry;
  },
  update(entry: Mounted, props: object): void {
    if (!mounted.has(entry.key)) return;
    entry.props = { ...props };
    renderSoon();
  },
  unmount(entry: Mounted): void {
    mounted.delete(entry.key);
    renderSoon();
  },
};
