/**
 * The first view of a page, mounted before React's renderer is ready, with a renderer that takes
 * `evaluateMs` to evaluate: whether the view was drawn before a task queued as the root was created
 * ran (drawn in that task), or only after it (the browser's queue ran first).
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { provideRenderer, sharedRenderer } from '../../src/elements/shared-root';
import { settleUntil } from './settle';

export async function firstViewDrawnInRendererTask(evaluateMs: number): Promise<boolean> {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  let drawnBeforeQueuedTask: boolean | undefined;
  provideRenderer(() => {
    const end = performance.now() + evaluateMs;
    while (performance.now() < end) {
      // A renderer slow to evaluate (a first visit on a slow phone).
    }
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
    host.remove();
  }
}
