/**
 * The real runtime with the real UI chunk on the test page: one widget from a raw load answer, a
 * UI host wired to the runtime as the page stage wires it (nothing is sent), and the page API.
 */
import { defineElements } from '../../src/elements';
import { parseLoadAnswer } from '../../src/runtime/config';
import type { PageApi } from '../../src/runtime/page/page-api';
import { createTestPageApi } from './page-api';
import { createWidgetControls } from '../../src/runtime/page/widget-controls';
import { ALL_PARTS } from '../../src/runtime/all-parts';
import { startPageKit } from '../../src/runtime/page-kit';
import { createRuntime, type Runtime } from '../../src/runtime/instances';
import { createStorage } from '../../src/runtime/storage';
import { createStore } from '../../src/runtime/store';
import { createUiHost } from '../../src/runtime/ui-host';

export function startUiRuntime(rawWidget: Record<string, unknown>): { runtime: Runtime; api: PageApi } {
  const answer = parseLoadAnswer({ app: { pageId: '1234567' }, widgets: [rawWidget] });
  if (!answer.ok) throw new Error(answer.reason);
  const store = createStore({ route: { url: location.href, lastChange: Date.now() }, history: { userId: 'visitor', widgets: {} } });
  store.configLoaded(answer.app, answer.widgets);
  const controls = createWidgetControls();
  const kit = startPageKit(window, store.getState(), ALL_PARTS);
  const host = createUiHost({
    store,
    controls,
    settings: { scriptUrl: '', accountId: '1234567', host: location.origin, hash: '', nonce: '', fbSdkUrl: '', locale: '', debug: false },
    pixel: { sessionId: () => 's', checkOptin: async () => false },
    storage: createStorage(),
    rules: kit.rules,
    close: (id, manual) => runtime.close(id, manual),
    rendered: (id, reason) => runtime.rendered(id, reason),
    drop: (id) => runtime.drop(id),
    post: async () => ({}) as never,
  });
  const runtime = createRuntime({
    win: window,
    store,
    kit,
    loadUi: async () => defineElements(host),
    log: { warn: () => undefined, info: () => undefined },
  });
  runtime.start();
  return { runtime, api: createTestPageApi(runtime, store, { controls }) };
}
