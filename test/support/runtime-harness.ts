/** A runtime on the test page with a stand-in for the UI chunk that renders every instance at once. */
import sinon from 'sinon';
import { parseLoadAnswer } from '../../src/runtime/config';
import { ALL_PARTS } from '../../src/runtime/all-parts';
import { startPageKit, type PageKit } from '../../src/runtime/page-kit';
import { createRuntime, type Runtime } from '../../src/runtime/instances';
import { createStore, type Store } from '../../src/runtime/store';

export interface Harness {
  store: Store;
  kit: PageKit;
  runtime: Runtime;
  loadUi: sinon.SinonSpy;
  /** Told of each instance about to render, before the UI is loaded for it. */
  beforeRender: sinon.SinonSpy;
  dispose(): void;
}

export function startHarness(
  rawWidgets: unknown[],
  options: {
    debug?: boolean;
    now?: () => number;
    start?: boolean;
    log?: Pick<Console, 'warn' | 'info'>;
    /** Awaited before the stand-in UI renders the instances (a UI chunk still downloading). */
    uiLoaded?: Promise<void>;
  } = {},
): Harness {
  const answer = parseLoadAnswer({ app: { pageId: '1' }, widgets: rawWidgets });
  if (!answer.ok) throw new Error(answer.reason);
  const store = createStore({ route: { url: location.href, lastChange: Date.now() }, history: { userId: 'visitor', widgets: {} } });
  store.configLoaded(answer.app, answer.widgets);
  const loadUi = sinon.spy(async () => {
    await options.uiLoaded;
    for (const instance of runtime.instances()) runtime.rendered(instance.instanceId, 'normal');
  });
  const beforeRender = sinon.spy();
  const kit = startPageKit(window, store.getState(), ALL_PARTS, options.now);
  const runtime: Runtime = createRuntime({
    win: window,
    store,
    kit,
    loadUi,
    beforeRender,
    debug: options.debug,
    now: options.now,
    log: options.log ?? { warn: () => undefined, info: () => undefined },
  });
  if (options.start !== false) runtime.start();
  return {
    store,
    kit,
    runtime,
    loadUi,
    beforeRender,
    dispose: () => runtime.dispose(),
  };
}

export { settle } from './settle';
