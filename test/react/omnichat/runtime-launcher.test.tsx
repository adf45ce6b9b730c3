import '../../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { defineElements } from '../../../src/elements';
import { lastSeenKey } from '../../../src/react/widgets/omnichat/last-seen';
import { parseLoadAnswer } from '../../../src/runtime/config';
import { createRuntime, type Runtime } from '../../../src/runtime/runtime';
import { createStore } from '../../../src/runtime/store';
import { ensureFbSdk } from '../../../src/runtime/sdk/fb-sdk';
import type { UiHost } from '../../../src/runtime/ui-host';
import { makeWidget } from '../../support/factories';
import { waitFor } from '../../support/mount-widget';
import { ALL_CHANNELS } from './omnichat-harness';

// The launcher with the real runtime: it reports itself rendered, the runtime opens it at the end
// of <body>, and a launcher without a usable channel is dropped with its element.
describe('<mc-omnichat> under the runtime', () => {
  let runtime: Runtime | undefined;

  afterEach(() => {
    runtime?.dispose();
    runtime = undefined;
    localStorage.removeItem(lastSeenKey(42));
  });

  function start(channels: Record<string, unknown>): Runtime {
    const answer = parseLoadAnswer({ app: { pageId: '1234567' }, widgets: [makeWidget({ widget_type: 'omnichat', channel: 'omni', data: { channels } })] });
    if (!answer.ok) throw new Error(answer.reason);
    const store = createStore({ route: { url: location.href, lastChange: Date.now() }, session: { userId: 'visitor', widgets: {} } });
    store.configLoaded(answer.app, answer.widgets);
    const host = {
      store,
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
    return created;
  }

  it('opens the launcher at the end of <body>', async () => {
    runtime = start({ enable_email: true, email_to: 'help@example.com' });
    const element = await waitFor(() => document.body.querySelector('mc-omnichat'), 'the element');
    const bubble = await waitFor(() => element.shadowRoot?.querySelector<HTMLElement>('[part~="bubble"]'), 'the bubble');
    expect(element.getAttribute('data-state')).to.equal('open');
    expect(bubble.getAttribute('aria-expanded')).to.equal('false');
    expect(element.shadowRoot?.querySelectorAll('[part~="channel"]').length).to.equal(1);
  });

  it('drops a launcher without a usable channel', async () => {
    runtime = start({ ...ALL_CHANNELS, enable_facebook: false, enable_sms: false, enable_email: false, enable_whatsapp: false });
    await waitFor(() => runtime?.instances().length === 0 || null, 'the instance dropped');
    expect(document.body.querySelector('mc-omnichat')).to.equal(null);
  });
});
