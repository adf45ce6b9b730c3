import '../../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { defineElements } from '../../../src/elements';
import { parseLoadAnswer } from '../../../src/runtime/config';
import { createPageApi, type PageApi } from '../../../src/runtime/page/page-api';
import { createWidgetControls } from '../../../src/runtime/page/widget-controls';
import { createRuntime, type Runtime } from '../../../src/runtime/runtime';
import { createStore } from '../../../src/runtime/store';
import { ensureFbSdk } from '../../../src/runtime/sdk/fb-sdk';
import type { UiHost } from '../../../src/runtime/ui-host';
import { installFakeFb, resetFbGlobals } from '../../support/fake-fb-sdk';
import { makeWidget } from '../../support/factories';
import { waitFor } from '../../support/mount-widget';

// The customer chat with the real runtime and page API: it opens at the end of <body> once it has
// rendered, and a chat set up `minimized: "hidden"` waits for the page's open().
describe('<mc-customer-chat> under the runtime', () => {
  let runtime: Runtime | undefined;

  beforeEach(() => installFakeFb({ renders: false }));
  afterEach(() => {
    runtime?.dispose();
    runtime = undefined;
    resetFbGlobals();
  });

  function start(setup: Record<string, unknown>): { api: PageApi; runtime: Runtime } {
    const answer = parseLoadAnswer({ app: { pageId: '1234567' }, widgets: [makeWidget({ widget_id: 46, widget_type: 'customer_chat', data: { setup } })] });
    if (!answer.ok) throw new Error(answer.reason);
    const store = createStore({ route: { url: location.href, lastChange: Date.now() }, session: { userId: 'visitor', widgets: {} } });
    store.configLoaded(answer.app, answer.widgets);
    const controls = createWidgetControls();
    const host = {
      store,
      controls,
      settings: { scriptUrl: '', accountId: '1234567', host: location.origin, hash: '', nonce: '', fbSdkUrl: '', locale: '', debug: false },
      pixel: { sessionId: () => 's', checkOptin: async () => false, logAnalytics: () => undefined, logWidgetEvent: sinon.spy() },
      close: (id: string, manual: boolean) => created.close(id, manual),
      submitted: (id: string) => store.submitted(id),
      optedIn: (id: string) => store.optedIn(id),
      rendered: (id: string, reason: 'normal') => created.rendered(id, reason),
      failed: (id: string) => created.drop(id),
      fbSdk: () => ensureFbSdk(host),
      post: async () => ({}),
    } as unknown as UiHost;
    const created = createRuntime({ win: window, store, loadUi: async () => defineElements(host), log: { warn: () => undefined, info: () => undefined } });
    created.start();
    runtime = created;
    return { api: createPageApi(created, store, { controls }), runtime: created };
  }

  const bubble = (element: Element | null) => element?.shadowRoot?.querySelector<HTMLElement>('[part~="bubble"]') ?? null;

  it('opens our launcher at the end of <body>', async () => {
    start({});
    const element = await waitFor(() => document.body.querySelector('mc-customer-chat'), 'the element');
    await waitFor(() => bubble(element), 'the bubble');
    expect(element.getAttribute('data-state')).to.equal('open');
    expect(element.parentElement).to.equal(document.body);
  });

  it('minimized "hidden": stays hidden until MC.getWidget(id).open(), then shows; close() hides it again', async () => {
    const { api } = start({ minimized: 'hidden' });
    const element = await waitFor(() => document.body.querySelector('mc-customer-chat'), 'the element');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(element.getAttribute('data-state')).to.equal('hidden');
    expect(bubble(element)).to.equal(null);
    expect(api.getWidget(46)?.open?.(true)).to.equal(true);
    await waitFor(() => bubble(element), 'the bubble');
    expect(element.getAttribute('data-state')).to.equal('open');
    expect(element.shadowRoot?.querySelector('[role="dialog"]')).to.exist;
    api.getWidget(46)?.close?.();
    await waitFor(() => bubble(element) === null || null, 'the chat hidden');
    expect(element.getAttribute('data-state')).to.equal('closed');
  });
});
