/**
 * Every widget element's view renders through one React root, as a portal into the element's
 * shadow root, instead of a React root per element (r2wc's core with this renderer, in place of
 * its own renderer that creates a root per element). A page with 200 embeds then holds one root's
 * bookkeeping and commits once for all the elements that connected in the same task, so rendering
 * them costs what they show rather than 200 roots.
 *
 * Each view sits behind a boundary of its own: an error in one widget shows nothing in its element
 * and leaves the others rendering (a per-element root gave that for free).
 *
 * Nothing is sliced in front of the first paint: React's renderer (react-dom/client, most of React's
 * code) is evaluated in the task after the UI chunk's, and the first view is drawn whole, in the same
 * task when the renderer took less than RENDERER_SLICE_MS (from the browser's code cache on a repeat
 * visit: 2–4 ms), else in the task after. Task boundaries, not waits: the browser may answer the
 * visitor in between instead of meeting one long task (the three in one took 430 ms at 4× CPU with
 * every kind), and a boundary is kept only where the task is already long: at each one the browser
 * runs what it has queued first (writing the code cache of the files just run took 8–18 ms on a
 * repeat visit).
 * What comes after the first view (the other kinds of a page, its embeds, a widget placed later)
 * renders as a transition, which React splits into slices with the browser free between them,
 * committed in groups.
 */
import {
  createElement,
  createPortal,
  flushSync,
  memo,
  startTransition,
  useLayoutEffect,
  type ComponentType,
  type ReactNode,
} from '../react/react-once';
import type { Root } from 'react-dom/client';
import { ChunkBoundary } from '../react/ChunkBoundary';
import { sanitizerSettled } from '../react/sanitize';
import { nextTask } from '../runtime/next-task';
import { LOG_PREFIX } from '../runtime/constants';

interface Mounted {
  key: string;
  container: HTMLElement;
  View: ComponentType<object>;
  /** A new object on each update, so the entry's view renders again and the others do not. */
  props: object;
  /** In a render already asked for (its group's turn came): a change to it is no longer only a mount. */
  drawn?: boolean;
}

export type RendererModule = Pick<typeof import('react-dom/client'), 'createRoot'>;
let loadRenderer: (() => RendererModule) | undefined;

/**
 * Where React's renderer comes from: the UI chunk (ui-chunk-entry.ts) runs react-dom/client's module
 * only when this is called; the npm package, the demo gallery and the tests, bundled with React
 * already evaluated, give it as imported.
 */
export function provideRenderer(load: () => RendererModule): void {
  loadRenderer = load;
}

const mounted = new Map<string, Mounted>();
let root: Root | undefined;
let rootCreated: Promise<unknown> | undefined;
/** A renderer evaluated in less than this leaves time in its task for the first view (see above). */
const RENDERER_SLICE_MS = 8;
/** The browser's long-task threshold: a first view drawn in longer leaves its open to the next task (afterLongFirstView). */
const LONG_TASK_MS = 50;
/** When the first view began drawing, while it draws (its views' layout effects report it rendered meanwhile). */
let firstViewSince = Infinity;
/** How long React's renderer took to evaluate and create the root. */
let rendererMs = Infinity;
let renderDue = false;
/** The next render only draws new views: it may be split across tasks (below). */
let onlyMounts = true;
/** A view is on screen: new ones may wait their slices. */
let drawnBefore = false;
let counter = 0;
/*
 * New views are committed in groups, each in a task of its own: the commit (elements and styles
 * into the page) and the browser's styling and layout of what it added cannot be sliced, and both
 * grow with the group. A group grows fourfold while it took under GROUP_MS, or under VIEW_MS a
 * view, from its render's start to its commit (the render's slices and the frames between them): a
 * fast device draws 200 embeds in five or six commits (its first view alone, then 1 or 4, 16, 64
 * and the rest), where a device four times slower keeps to groups of 16 rather than meeting 64
 * embeds' layout as one task.
 */
const GROUP_MS = 40;
const VIEW_MS = 10;
const FIRST_GROUP = 4;
/** The page's first view is a group of its own, drawn whole (renderNow). */
let groupSize = 1;
let groupStarted = 0;
let groupViews = 0;

/** One element's view; skipped when an other element's change renders the list again. */
const Entry = memo(function Entry({ View, props }: { View: ComponentType<object>; props: object }) {
  return createElement(ChunkBoundary, { what: 'a widget', children: createElement(View, props) });
});

function Portals() {
  useLayoutEffect(nextGroup);
  return [...mounted.values()]
    .filter((entry) => entry.drawn)
    .map((entry) => createPortal(createElement(Entry, { View: entry.View, props: entry.props }), entry.container, entry.key));
}

/** After each commit: the next group of new views, if any wait; the next burst starts small again. */
function nextGroup(): void {
  if (performance.now() - groupStarted < Math.max(GROUP_MS, VIEW_MS * groupViews)) groupSize *= 4;
  for (const entry of mounted.values()) if (!entry.drawn) return renderSoon();
  groupSize = FIRST_GROUP;
}

/**
 * One render for every change of a task: the elements connected while a page is parsed, or 200 embeds placed by a
 * script. The page's first view waits for the renderer and for DOMPurify when the UI asked for it (elements/index.ts:
 * a widget's text holds markup; the loader asked for its file beside the UI's): drawn before DOMPurify was in, a
 * description was painted as plain words and formatted a frame later (1 load in 10 of the bench's modal page).
 */
function renderSoon(): void {
  if (renderDue) return;
  renderDue = true;
  queueMicrotask(() => {
    if (root) renderNow();
    else
      void Promise.all([prepareRenderer(), sanitizerSettled()])
        .then(() => (rendererMs < RENDERER_SLICE_MS ? undefined : nextTask()))
        .then(renderNow);
  });
}

/**
 * Evaluates React's renderer and creates the root (once), in the task after this one: started as the
 * UI chunk is evaluated, so it is done before the first view is due.
 */
export function prepareRenderer(): Promise<unknown> {
  return (rootCreated ??= nextTask()
    .then(() => {
      if (!loadRenderer) throw new Error('no React renderer was provided (provideRenderer)');
      const started = performance.now();
      // Detached: nothing of the page is React's; each view lives in its element's shadow root.
      root = loadRenderer().createRoot(document.createElement('div'));
      rendererMs = performance.now() - started;
    })
    // Nothing reaches the page: without a renderer no view is drawn, said once.
    .catch((error: unknown) => console.warn(`${LOG_PREFIX} widgets not drawn:`, error)));
}

function renderNow(): void {
  renderDue = false;
  groupViews = 0;
  for (const entry of mounted.values()) {
    if (entry.drawn || groupViews === groupSize) continue;
    entry.drawn = true;
    groupViews += 1;
  }
  groupStarted = performance.now();
  const render = () => root?.render(createElement(Portals));
  // The first view renders at once, effects and all: slicing it would only put the browser's other work
  // in front of its first paint, and with its store subscriptions in place as it commits, what its commit
  // causes (the plugin's outcome, then the open) is drawn before that paint, not a frame later. One view
  // only: every kind in one piece is a long task on a slow phone (600 ms at 4× CPU). The views
  // after it render as a transition, which React splits into slices of a few milliseconds with the
  // browser free between them; a change to a view on screen (new props, an element removed) renders at once.
  if (!drawnBefore) {
    firstViewSince = performance.now();
    flushSync(render);
    firstViewSince = Infinity;
  } else if (onlyMounts) startTransition(render);
  else render();
  drawnBefore = true;
  onlyMounts = true;
}

/**
 * Runs `report` at once, or in the next task when it comes from the first view and that view took longer than a long
 * task to draw (a slow phone: 50–90 ms at 4× CPU, where a desktop takes 10–20). What a view's "rendered" starts (the
 * open: the store, its listeners, the view drawn again, 10–20 ms more at 4×) then runs in a task of its own instead of
 * lengthening the page's longest one; elsewhere, and on a device that drew the view quickly, the open still comes before
 * the first paint.
 */
export function afterLongFirstView(report: () => void): void {
  if (performance.now() - firstViewSince > LONG_TASK_MS) void nextTask().then(report);
  else report();
}

/** Calls `onCommit` once everything it holds is committed (its layout effect runs after theirs). */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

/**
 * Draws `view` once in a root of its own, detached, as a transition (in slices, the page free between
 * them), then unmounts it: the code a first render runs is compiled and its styles are in their kind's
 * sheet before a view of the kind is due. Nothing of the shared root changes (its first view is still
 * drawn whole). Resolves once it is unmounted; never rejects.
 */
export async function rehearse(view: ReactNode): Promise<void> {
  await prepareRenderer();
  if (!root || !loadRenderer) return;
  let done = () => {};
  const finished = new Promise<void>((resolve) => (done = resolve));
  // A view that throws here shows nothing and says nothing: its real render reports it.
  const rehearsal = loadRenderer().createRoot(document.createElement('div'), { onUncaughtError: () => done() });
  startTransition(() => rehearsal.render(createElement(Committed, { onCommit: done, children: view })));
  await finished;
  rehearsal.unmount();
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
    if (entry.drawn) onlyMounts = false;
    renderSoon();
  },
  unmount(entry: Mounted): void {
    if (mounted.delete(entry.key) && entry.drawn) onlyMounts = false;
    renderSoon();
  },
};
