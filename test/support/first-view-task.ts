/**
 * The first view of a page, mounted before React's renderer is ready, with a renderer that takes
 * `evaluateMs` to evaluate: whether the view was drawn before a task queued as the root was created
 * ran (drawn in that task), or only after it (the browser's queue ran first).
 *
 * The evaluation's length is the page's clock, held at `evaluateMs` past the renderer's start until the
 * root is created: a real evaluation's time (React's own `createRoot`, a busy test machine) would make
 * the quick case depend on the machine.
 */
import sinon from 'sinon';
import { createElement, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { afterLongFirstView, provideRenderer, sharedRenderer } from '../../src/elements/shared-root';
import { settleUntil } from './settle';

export async function firstViewDrawnInRendererTask(evaluateMs: number): Promise<boolean> {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  let drawnBeforeQueuedTask: boolean | undefined;
  let clock: sinon.SinonStub | undefined;
  provideRenderer(() => {
    // The renderer's start was read just before this; the clock reads `evaluateMs` later until the root exists.
    const evaluated = performance.now() + evaluateMs;
    clock = sinon.stub(performance, 'now').returns(evaluated);
    queueMicrotask(() => clock?.restore());
    const queued = new MessageChannel();
    queued.port1.onmessage = () => (drawnBeforeQueuedTask = root.textContent === 'first view');
    queued.port2.postMessage(undefined);
    return { createRoot };
  });
  try {
    sharedRenderer.mount(root as unknown as HTMLElement, (() => createElement('p', null, 'first view')) as never, {});
    await settleUntil(undefined, () => root.textContent === 'first view' && drawnBeforeQueuedTask !== undefined);
    if (root.textContent !== 'first view') throw new Error('the first view was not drawn');
    return drawnBeforeQueuedTask === true;
  } finally {
    clock?.restore();
    host.remove();
  }
}

/**
 * The first view of a page, drawn in `drawMs`: the page's clock stands still from the mount (so the drawing starts at
 * it, however busy the machine) and reads `drawMs` later from the view's render until its layout effect. Whether its
 * "rendered" report (afterLongFirstView) ran in the drawing's task, before a task queued as the view committed, or only
 * after it.
 */
export async function firstViewReportedInItsTask(drawMs: number): Promise<boolean> {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  let reported = false;
  let reportedBeforeQueuedTask: boolean | undefined;
  provideRenderer(() => ({ createRoot }));
  const real = performance.now.bind(performance);
  const mounted = real();
  let shown: number | undefined = mounted;
  const clock = sinon.stub(performance, 'now').callsFake(() => shown ?? real());
  function View() {
    shown = mounted + drawMs;
    useLayoutEffect(() => {
      const queued = new MessageChannel();
      queued.port1.onmessage = () => (reportedBeforeQueuedTask = reported);
      queued.port2.postMessage(undefined);
      afterLongFirstView(() => (reported = true));
      shown = undefined;
      clock.restore();
    }, []);
    return createElement('p', null, 'first view');
  }
  try {
    sharedRenderer.mount(root as unknown as HTMLElement, View as never, {});
    await settleUntil(undefined, () => reported && reportedBeforeQueuedTask !== undefined);
    if (!reported) throw new Error('the first view never reported');
    return reportedBeforeQueuedTask === true;
  } finally {
    clock.restore();
    host.remove();
  }
}
