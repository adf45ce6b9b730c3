import '../../setup';
import { expect } from '@open-wc/testing';
import { lastSeenKey } from '../../../src/react/widgets/omnichat/last-seen';
import type { Runtime } from '../../../src/runtime/instances';
import { makeWidget } from '../../support/factories';
import { waitFor } from '../../support/mount-widget';
import { startUiRuntime } from '../../support/ui-runtime';
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
    return startUiRuntime(makeWidget({ widget_type: 'omnichat', channel: 'omni', data: { channels } })).runtime;
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
