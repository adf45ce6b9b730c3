import '../../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import type { CheckboxEvent, WidgetHandle } from '../../../src/runtime/page/page-api';
import { createTestPageApi } from '../../support/page-api';
import { createWidgetControls, type WidgetControls } from '../../../src/runtime/page/widget-controls';
import { startHarness, type Harness } from '../../support/runtime-harness';
import { makeWidget } from '../../support/factories';

// The checkbox's page API (docs/page-api.md#the-standalone-checkbox) as owners use it inside mcAsyncInit, before any view has
// loaded: listeners are kept by the loader and fed from the store.
describe('the checkbox page API', () => {
  let harness: Harness | undefined;
  let holder: HTMLElement | undefined;
  afterEach(() => {
    harness?.dispose();
    harness = undefined;
    holder?.remove();
  });

  function checkbox(controls: WidgetControls = createWidgetControls()): { widget: WidgetHandle; instanceId: string; h: Harness } {
    holder = document.createElement('div');
    holder.innerHTML = '<div class="mcwidget-checkbox" data-widget-id="44"></div>';
    document.body.appendChild(holder);
    // Not started through the harness's stand-in UI: nothing renders, as before the UI chunk is in.
    const h = startHarness([makeWidget({ widget_id: 44, widget_type: 'checkbox' })]);
    harness = h;
    const widget = createTestPageApi(h.runtime, h.store, { controls }).getWidget(44);
    if (!widget) throw new Error('no checkbox');
    return { widget, instanceId: h.runtime.instances()[0]!.instanceId, h };
  }

  it('is found by id and by the placed div, with the contract members', () => {
    const { widget } = checkbox();
    expect(widget.type).to.equal('checkbox');
    for (const member of ['on', 'off', 'submit'] as const) expect(widget[member], member).to.be.a('function');
    expect(widget.checked).to.equal(false);
    expect(widget.ref).to.equal(undefined);
    expect(widget.userRef).to.equal(undefined);
    expect(widget.open).to.equal(undefined);
  });

  it('calls checked listeners with .checked when the visitor ticks and unticks, with the widget as this', () => {
    const { widget, instanceId, h } = checkbox();
    const seen: Array<[boolean, unknown]> = [];
    widget.on?.('checked', function (this: unknown, event: CheckboxEvent) {
      seen.push([event.checked, this]);
    });
    h.store.checkboxChanged(instanceId, { checked: true });
    expect(widget.checked).to.equal(true);
    h.store.checkboxChanged(instanceId, { checked: false });
    h.store.loadingSet(instanceId, true);
    expect(seen).to.deep.equal([
      [true, widget],
      [false, widget],
    ]);
  });

  it('off(event, cb) removes that listener, off(event) all of them; on() and off() chain', () => {
    const { widget, instanceId, h } = checkbox();
    const first = sinon.spy();
    const second = sinon.spy();
    expect(widget.on?.('checked', first)).to.equal(widget);
    widget.on?.('checked', second);
    expect(widget.off?.('checked', first)).to.equal(widget);
    h.store.checkboxChanged(instanceId, { checked: true });
    expect([first.callCount, second.callCount]).to.deep.equal([0, 1]);
    widget.off?.('checked');
    h.store.checkboxChanged(instanceId, { checked: false });
    expect(second.callCount).to.equal(1);
  });

  it('a listener that throws does not stop the next one, nor reach the page', () => {
    const { widget, instanceId, h } = checkbox();
    const error = sinon.stub(console, 'error');
    const after = sinon.spy();
    try {
      widget.on?.('checked', () => {
        throw new Error('owner bug');
      });
      widget.on?.('checked', after);
      h.store.checkboxChanged(instanceId, { checked: true });
    } finally {
      error.restore();
    }
    expect(after.callCount).to.equal(1);
    expect(error.callCount).to.equal(1);
  });

  it('refuses to submit while unchecked, without asking the view', () => {
    const controls = createWidgetControls();
    const submit = sinon.stub().returns(true);
    const { widget, instanceId } = checkbox(controls);
    controls.register(instanceId, { submit });
    expect(widget.submit?.()).to.equal(false);
    expect(submit.called).to.equal(false);
  });

  it('refuses to submit when no view has lent its submit yet', () => {
    const { widget, instanceId, h } = checkbox();
    h.store.checkboxChanged(instanceId, { checked: true });
    expect(widget.submit?.()).to.equal(false);
  });

  it('submits through the view when checked; then emits submitted and exposes ref and userRef', () => {
    const controls = createWidgetControls();
    const { widget, instanceId, h } = checkbox(controls);
    const submitted = sinon.spy();
    widget.on?.('submitted', submitted);
    controls.register(instanceId, {
      submit: () => {
        // What the view's submit does to the store (submit-opt-in.ts).
        h.store.checkboxChanged(instanceId, { ref: '44_s_i', userRef: '-123' });
        h.store.optedIn(instanceId);
        return true;
      },
    });
    h.store.checkboxChanged(instanceId, { checked: true });
    expect(widget.submit?.()).to.equal(true);
    expect(submitted.callCount).to.equal(1);
    expect(submitted.firstCall.args[0]).to.deep.include({ type: 'submitted', checked: true, ref: '44_s_i', userRef: '-123', widgetId: 44 });
    expect([widget.ref, widget.userRef]).to.deep.equal(['44_s_i', '-123']);
    // Once submitted, the user ref is spent.
    expect(widget.submit?.()).to.equal(false);
  });

  it('a view that unregisters takes its submit back', () => {
    const controls = createWidgetControls();
    const { widget, instanceId, h } = checkbox(controls);
    const unregister = controls.register(instanceId, { submit: () => true });
    h.store.checkboxChanged(instanceId, { checked: true });
    unregister();
    expect(widget.submit?.()).to.equal(false);
  });

  it('on() with an unknown event or no function warns and changes nothing', () => {
    const { widget } = checkbox();
    const warn = sinon.stub(console, 'warn');
    try {
      widget.on?.('clicked' as never, () => undefined);
      widget.on?.('checked', 'nope' as never);
    } finally {
      warn.restore();
    }
    expect(warn.callCount).to.equal(2);
  });
});
