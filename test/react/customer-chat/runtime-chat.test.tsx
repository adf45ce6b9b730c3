import '../../setup';
import { expect } from '@open-wc/testing';
import type { PageApi } from '../../../src/runtime/page/page-api';
import type { Runtime } from '../../../src/runtime/instances';
import { installFakeFb, resetFbGlobals } from '../../support/fake-fb-sdk';
import { makeWidget } from '../../support/factories';
import { waitFor } from '../../support/mount-widget';
import { startUiRuntime } from '../../support/ui-runtime';

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
    const started = startUiRuntime(makeWidget({ widget_id: 46, widget_type: 'customer_chat', data: { setup } }));
    runtime = started.runtime;
    return started;
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
