// A page of many embeds: what the runtime does per instance must not grow with the number of others.
import '../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { parseLoadAnswer } from '../../src/runtime/config';
import { ALL_PARTS } from '../../src/runtime/all-parts';
import { startPageKit } from '../../src/runtime/page-kit';
import { createRuntime, type Runtime } from '../../src/runtime/instances';
import { createStore } from '../../src/runtime/store';
import { makeWidget } from '../support/factories';
import { settle } from '../support/settle';

const EMBEDS = 60;

describe('runtime: many embeds waiting to render', () => {
  let runtime: Runtime | undefined;
  let holder: HTMLElement | undefined;
  afterEach(() => {
    runtime?.dispose();
    holder?.remove();
    runtime = holder = undefined;
  });

  it('waits for each one to render without a page-wide store listener per instance, and opens each when it has', async () => {
    holder = document.createElement('div');
    holder.innerHTML = '<mc-box data-widget-id="7"></mc-box>'.repeat(EMBEDS);
    document.body.appendChild(holder);
    const answer = parseLoadAnswer({ app: { pageId: '1' }, widgets: [makeWidget({ widget_id: 7, widget_type: 'box' })] });
    if (!answer.ok) throw new Error(answer.reason);
    const store = createStore({ route: { url: location.href, lastChange: Date.now() }, history: { userId: 'visitor', widgets: {} } });
    store.configLoaded(answer.app, answer.widgets);
    const subscribe = sinon.spy(store, 'subscribe');
    const kit = startPageKit(window, store.getState(), ALL_PARTS);
    // The UI is in at once, but no view has rendered yet: every instance waits for its own.
    runtime = createRuntime({
      win: window,
      store,
      kit,
      loadUi: async () => undefined,
      log: { warn: () => undefined, info: () => undefined },
    });
    runtime.start();
    await settle();
    const instances = runtime.instances();
    expect(instances).to.have.length(EMBEDS);
    // Each listener of the whole store hears every commit: one per waiting instance made the page's commits quadratic.
    expect(subscribe.callCount).to.be.below(10);
    expect(holder.querySelectorAll('mc-box[data-state="open"]')).to.have.length(0);
    for (const instance of instances.slice(0, EMBEDS / 2)) runtime.rendered(instance.instanceId, 'normal');
    await settle();
    expect(holder.querySelectorAll('mc-box[data-state="open"]')).to.have.length(EMBEDS / 2);
    for (const instance of instances.slice(EMBEDS / 2)) runtime.rendered(instance.instanceId, 'normal');
    await settle();
    expect(holder.querySelectorAll('mc-box[data-state="open"]')).to.have.length(EMBEDS);
  });
});
