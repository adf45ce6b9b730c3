import '../../setup';
import { loadChatKinds } from '../../../src/react/widgets/load-chat-kinds';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { settle, settleUntil } from '../../support/settle';
import { addCheckboxMembers, type CheckboxMembers } from '../../../src/runtime/page/checkbox-handle';
import { createWidgetControls } from '../../../src/runtime/page/widget-controls';
import type { WidgetInstance } from '../../../src/runtime/instances';
import { installFakeFb, resetFbGlobals, type FakeFb } from '../../support/fake-fb-sdk';
import { makeWidget } from '../../support/factories';
import { mountWidget, waitFor, type Mounted, type MountOptions } from '../../support/mount-widget';

const FAKE_TIMERS = {
  toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] as Array<
    'setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval' | 'Date'
  >,
};

interface MountedCheckbox extends Mounted {
  api: CheckboxMembers;
  markup(): Element | null;
  userRef(): string;
}

const mounted: Mounted[] = [];

/** The element as the runtime mounts it, with the page API's checkbox members bound to the same store and controls. */
function mountCheckbox(main: Record<string, unknown> = {}, options: MountOptions = {}): MountedCheckbox {
  const m = mountWidget(makeWidget({ widget_id: 44, widget_type: 'checkbox', data: { main } }), options);
  mounted.push(m);
  const controls = createWidgetControls();
  m.host.controls = controls;
  const widget = m.store.getState().widgets[0]!;
  const instance: WidgetInstance = {
    instanceId: m.instanceId,
    widget,
    element: m.element,
    original: undefined,
    isOverlay: false,
    isPreview: false,
  };
  const api = addCheckboxMembers({}, { instance, store: m.store, controls });
  const markup = () => m.root.querySelector('.fb-messenger-checkbox');
  return { ...m, api, markup, userRef: () => markup()?.getAttribute('user_ref') ?? '' };
}

// These kinds' views are a chunk of their own (lazy-view.test.tsx covers the wait): in before the first mount.
before(() => loadChatKinds());
describe('<mc-checkbox>: the standalone messenger checkbox', () => {
  let clock: sinon.SinonFakeTimers;
  let fake: FakeFb;

  beforeEach(() => {
    clock = sinon.useFakeTimers(FAKE_TIMERS);
    fake = installFakeFb({ renders: true });
  });
  afterEach(() => {
    for (const m of mounted.splice(0)) m.unmount();
    clock.restore();
    resetFbGlobals();
  });

  /** Mounts and settles once this mount's plugin markup is parsed (or, where no plugin is due, once `drawn` holds). */
  async function rendered(
    main: Record<string, unknown> = {},
    options: MountOptions = {},
    drawn?: (m: MountedCheckbox) => unknown,
  ): Promise<MountedCheckbox> {
    const parsedBefore = fake.parse.callCount;
    const m = mountCheckbox(main, options);
    await settleUntil(clock, () => (drawn ? drawn(m) : fake.parse.callCount > parsedBefore));
    await settle(clock);
    return m;
  }
  const tick = (m: MountedCheckbox, state: string, userRef = m.userRef()) =>
    fake.emit('messenger_checkbox', { event: 'checkbox', state, user_ref: userRef });

  it('renders the checkbox plugin with origin, page, app, its own user_ref, unticked, login allowed', async () => {
    const m = await rendered();
    const element = m.markup();
    expect(element?.getAttribute('origin')).to.equal(location.href.split('#')[0]);
    expect(element?.getAttribute('page_id')).to.equal('1234567');
    expect(element?.getAttribute('messenger_app_id')).to.equal('9876');
    expect(m.userRef()).to.match(/^-\d+$/);
    expect(element?.getAttribute('prechecked')).to.equal('false');
    expect(element?.getAttribute('allow_login')).to.equal('true');
    expect(fake.parse.firstCall.args[0]).to.equal(m.root.querySelector('[part~="plugin"]'));
  });

  const sizes: Array<[string, string]> = [
    ['s', 'small'],
    ['m', 'medium'],
    ['l', 'large'],
    ['standard', 'standard'],
    ['large', 'large'],
    ['xlarge', 'xlarge'],
  ];
  for (const [buttonSize, size] of sizes) {
    it(`main.buttonSize ${buttonSize} gives the plugin size ${size}`, async () => {
      const m = await rendered({ buttonSize });
      expect(m.markup()?.getAttribute('size')).to.equal(size);
      expect(m.root.querySelector('[part~="plugin"]')?.getAttribute('data-size')).to.equal(size);
    });
  }

  for (const skin of ['light', 'dark']) {
    it(`main.skin ${skin} reaches the plugin`, async () => {
      const m = await rendered({ skin });
      expect(m.markup()?.getAttribute('skin')).to.equal(skin);
    });
  }

  it('centred or not (main.centered)', async () => {
    const centred = await rendered({ centered: true });
    const left = await rendered();
    expect(centred.markup()?.getAttribute('center_align')).to.equal('true');
    expect(left.markup()?.getAttribute('center_align')).to.equal('false');
    const justify = (m: MountedCheckbox) => getComputedStyle(m.root.querySelector('[part~="plugin"]') as Element).justifyContent;
    expect(justify(centred)).to.equal('center');
    expect(justify(left)).to.equal('flex-start');
  });

  it('checkboxPosition bottom gives it a line of its own, side keeps it beside the owner’s content', async () => {
    const bottom = await rendered({ checkboxPosition: 'bottom' });
    const side = await rendered({ checkboxPosition: 'side' });
    expect(getComputedStyle(bottom.element).display).to.equal('block');
    expect(getComputedStyle(side.element).display).to.equal('inline-block');
    expect(side.root.querySelector('[part~="plugin"]')?.getAttribute('data-position')).to.equal('side');
  });

  it('reports itself rendered once the plugin renders, and is hidden until the runtime shows it', async () => {
    const m = await rendered();
    expect(m.host.rendered.getCalls().map((call) => call.args[1])).to.deep.equal(['normal']);
    expect(getComputedStyle(m.root.querySelector('[part~="plugin"]') as Element).visibility).to.equal('hidden');
    m.open();
    await settle(clock);
    expect(getComputedStyle(m.root.querySelector('[part~="plugin"]') as Element).visibility).to.equal('visible');
  });

  it('keeps checked in the store for its own user_ref only, and tells the page’s listeners', async () => {
    const m = await rendered();
    const seen: boolean[] = [];
    m.api.on('checked', (event) => seen.push(event.checked));
    tick(m, 'checked');
    tick(m, 'checked', '-1');
    tick(m, 'unchecked');
    tick(m, 'checked');
    expect(seen).to.deep.equal([true, false, true]);
    expect(m.store.getState().instances.get(m.instanceId)?.checkbox.checked).to.equal(true);
    expect(m.api.checked).to.equal(true);
  });

  it('off() stops a listener', async () => {
    const m = await rendered();
    const listener = sinon.spy();
    m.api.on('checked', listener).off('checked', listener);
    tick(m, 'checked');
    expect(listener.called).to.equal(false);
  });

  it('refuses to submit while unchecked: nothing logged, nothing marked', async () => {
    const m = await rendered();
    const submitted = sinon.spy();
    m.api.on('submitted', submitted);
    expect(m.api.submit()).to.equal(false);
    tick(m, 'checked');
    tick(m, 'unchecked');
    expect(m.api.submit()).to.equal(false);
    expect(fake.logEvent.called).to.equal(false);
    expect(m.host.optedIn.called).to.equal(false);
    expect(submitted.called).to.equal(false);
    expect([m.api.ref, m.api.userRef]).to.deep.equal([undefined, undefined]);
  });

  it('submits when checked: logs the user confirmation with app, page, ref and user_ref, opts in, emits submitted, exposes ref and userRef', async () => {
    const m = await rendered({}, { attributes: { 'data-widget-payload': 'order-7' } });
    const userRef = m.userRef();
    const ref = `44_session1_${m.instanceId}--order-7`;
    const submitted = sinon.spy();
    m.api.on('submitted', submitted);
    tick(m, 'checked');
    expect(m.api.submit()).to.equal(true);
    expect(fake.logEvent.callCount).to.equal(1);
    expect(fake.logEvent.firstCall.args).to.deep.equal([
      'MessengerCheckboxUserConfirmation',
      null,
      { app_id: '9876', page_id: '1234567', ref, user_ref: userRef },
    ]);
    expect([m.api.ref, m.api.userRef]).to.deep.equal([ref, userRef]);
    expect(m.host.optedIn.calledOnceWith(m.instanceId)).to.equal(true);
    expect(submitted.callCount).to.equal(1);
    expect(submitted.firstCall.args[0]).to.deep.include({ type: 'submitted', ref, userRef, checked: true });
    expect(m.store.getState().ui.get(m.instanceId)?.submitted).to.equal(true);
  });

  it('hides the plugin on a hidden event and shows it again on a later render', async () => {
    const m = await rendered();
    fake.emit('messenger_checkbox', { event: 'hidden', user_ref: m.userRef() });
    await settle(clock);
    expect((m.root.querySelector('[part~="plugin"]') as HTMLElement).hidden).to.equal(true);
    fake.emit('messenger_checkbox', { event: 'rendered', user_ref: m.userRef() });
    await settle(clock);
    expect((m.root.querySelector('[part~="plugin"]') as HTMLElement).hidden).to.equal(false);
  });

  it('renders nothing in the EU, where the platform’s plugins do not serve, and is never reported rendered', async () => {
    resetFbGlobals();
    // Nothing is drawn: the condition is the store's instance, which exists from the mount on.
    const m = await rendered({}, { app: { is_eu_affected: true } }, () => true);
    expect(m.root.querySelector('[part~="plugin"]')).to.equal(null);
    expect(m.host.rendered.called).to.equal(false);
    expect(document.getElementById('facebook-jssdk')).to.equal(null);
  });

  it('shows a look-alike in the owner preview, at once and without the SDK', async () => {
    resetFbGlobals();
    const m = await rendered({ skin: 'dark' }, { attributes: { preview: '' } }, (mounted) =>
      mounted.root.querySelector('[part~="preview"]'),
    );
    expect(m.root.querySelector('[part~="preview"]')?.getAttribute('data-skin')).to.equal('dark');
    // Reported by an effect, which React runs after the commit that drew the look-alike.
    await waitFor(() => m.host.rendered.called || null, 'the rendered report');
    expect(m.host.rendered.called).to.equal(true);
    expect(document.getElementById('facebook-jssdk')).to.equal(null);
  });
});

describe('<mc-checkbox> without the SDK', () => {
  afterEach(() => {
    for (const m of mounted.splice(0)) m.unmount();
    resetFbGlobals();
  });

  it('renders nothing, is never reported rendered, and cannot be submitted (docs/elements.md#mc-checkbox)', async () => {
    const warn = sinon.stub(console, 'warn');
    try {
      const m = mountCheckbox({}, { settings: { fbSdkUrl: `${location.origin}/missing-sdk-${Date.now()}.js` } });
      await waitFor(() => m.root.querySelector('.fb-messenger-checkbox') === null && warn.called, 'the SDK failure');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(m.root.querySelector('[part~="plugin"]')).to.equal(null);
      expect(m.host.rendered.called).to.equal(false);
      expect(m.api.checked).to.equal(false);
      expect(m.api.submit()).to.equal(false);
    } finally {
      warn.restore();
    }
  });
});
