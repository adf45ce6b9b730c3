import '../../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { createTestPageApi } from '../../support/page-api';
import { startHarness, settle, type Harness } from '../../support/runtime-harness';
import { makeWidget } from '../../support/factories';

const mounted: HTMLElement[] = [];
/** Adds markup to the page without waiting for a frame (frames do not come to a background tab). */
function mount(markup: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = markup;
  const root = holder.firstElementChild as HTMLElement;
  document.body.appendChild(root);
  mounted.push(root);
  return root;
}
afterEach(() => mounted.splice(0).forEach((root) => root.remove()));

const box = (id: number, extra: Record<string, unknown> = {}) => makeWidget({ widget_id: id, widget_type: 'box', ...extra });
const button = (id: number) => makeWidget({ widget_id: id, widget_type: 'button' });
const checkbox = (id: number) => makeWidget({ widget_id: id, widget_type: 'checkbox' });
const landing = (id: number) => makeWidget({ widget_id: id, widget_type: 'landing', data: { main: { whenDisplay: ['immediately', 0] } } });
const modal = (id: number) => makeWidget({ widget_id: id, widget_type: 'modal', data: { main: { whenDisplay: ['immediately', 0] } } });

describe('page scanning (docs/display-rules.md#page-scanning)', () => {
  let harness: Harness | undefined;
  afterEach(() => {
    harness?.dispose();
    harness = undefined;
  });

  it('upgrades the classic div to the element of the widget kind, keeping its attributes', async () => {
    const root = mount(`<div>
      <div class="mcwidget-embed my-class" data-widget-id="42" data-widget-payload="spring"></div>
      <div class="mcwidget-embed" data-widget-id="43"></div>
    </div>`);
    harness = startHarness([box(42), button(43)]);
    await settle();
    const upgraded = root.querySelector('mc-box');
    expect(upgraded?.className).to.equal('mcwidget-embed my-class');
    expect(upgraded?.getAttribute('data-state')).to.equal('open');
    expect(root.querySelector('mc-button[data-widget-id="43"]')).to.exist;
    const instance = harness.runtime.instances().find((candidate) => candidate.widget.widgetId === 42);
    expect(harness.store.getState().instances.get(instance?.instanceId ?? '')?.refPayload).to.equal('spring');
  });

  it('renders owner-placed <mc-…> tags', async () => {
    const root = mount(`<div><mc-box data-widget-id="42"></mc-box><mc-checkbox data-widget-id="44"></mc-checkbox></div>`);
    harness = startHarness([box(42), checkbox(44)]);
    await settle();
    expect(root.querySelector('mc-box')?.getAttribute('data-instance-id')).to.match(/^42-/);
    expect(root.querySelector('mc-checkbox')?.getAttribute('data-instance-id')).to.match(/^44-/);
  });

  it('shows an element with the preview attribute in place, overlays included, opened whatever its rules say', async () => {
    const root = mount(`<div>
      <mc-modal data-widget-id="51" preview></mc-modal>
      <mc-box data-widget-id="52" preview></mc-box>
    </div>`);
    const excluded = { setup: { urlWhitelist: ['/somewhere-else'] }, main: { whenDisplay: ['exit_intent', 0] } };
    harness = startHarness([modal(51), { ...box(52), data: excluded }]);
    await settle();
    const previewed = harness.runtime.instances().filter((instance) => instance.isPreview);
    expect(previewed.map((instance) => instance.widget.widgetId).sort()).to.deep.equal([51, 52]);
    // One instance per element: the box is not taken a second time as an embed.
    expect(harness.runtime.instances().filter((instance) => instance.widget.widgetId === 52)).to.have.length(1);
    const placedModal = root.querySelector('mc-modal') as HTMLElement;
    expect(placedModal.parentElement).to.equal(root);
    expect(placedModal.getAttribute('data-state')).to.equal('open');
    expect(root.querySelector('mc-box')?.getAttribute('data-state')).to.equal('open');
  });

  it('renders only the first of several checkboxes with one widget id, with a warning', async () => {
    const root = mount(`<div>
      <div class="mcwidget-checkbox" data-widget-id="44"></div>
      <mc-checkbox data-widget-id="44"></mc-checkbox>
    </div>`);
    const warn = sinon.stub(console, 'warn');
    try {
      harness = startHarness([checkbox(44)], { log: console });
    } finally {
      warn.restore();
    }
    expect(warn.callCount).to.equal(1);
    expect(String(warn.firstCall.args[0])).to.contain('checkbox widget 44 is already on this page');
    const rendered = root.querySelectorAll('[data-instance-id]');
    expect(rendered).to.have.length(1);
    expect(rendered[0]?.localName).to.equal('mc-checkbox');
    expect(rendered[0]?.previousElementSibling).to.equal(null);
  });

  it('leaves an element with an unknown widget id empty and says why under data-debug', async () => {
    const root = mount(`<div><mc-box data-widget-id="999"></mc-box><mc-box data-widget-id="46"></mc-box></div>`);
    harness = startHarness([modal(46)], { debug: true });
    await settle();
    const [unknown, wrongKind] = Array.from(root.querySelectorAll('mc-box'));
    expect(unknown?.getAttribute('data-debug-reason')).to.equal('widget 999 is not in the load answer');
    expect(unknown?.hasAttribute('data-instance-id')).to.equal(false);
    expect(wrongKind?.getAttribute('data-debug-reason')).to.equal('widget 46 is a modal, which cannot be placed here');
  });

  it('loads only the landing widget when a landing element exists', async () => {
    const root = mount(`<div><div id="mcwidget-landing" data-widget-id="45"></div><mc-box data-widget-id="42"></mc-box></div>`);
    harness = startHarness([landing(45), box(42), modal(46)]);
    await settle();
    expect(harness.runtime.instances().map((instance) => instance.widget.widgetId)).to.deep.equal([45]);
    expect(root.querySelector('mc-landing#mcwidget-landing')?.getAttribute('data-state')).to.equal('open');
    expect(document.querySelector('mc-modal')).to.equal(null);
  });

  it('MC.parse() picks up elements added later and forgets removed ones', async () => {
    const root = mount(`<div></div>`);
    harness = startHarness([box(42)]);
    const api = createTestPageApi(harness.runtime, harness.store);
    const [configured] = api.getWidgetList();
    expect([configured?.widgetId, configured?.element]).to.deep.equal([42, undefined]);
    root.innerHTML = '<div class="mcwidget-embed" data-widget-id="42"></div>';
    api.parse();
    await settle();
    expect(root.querySelector('mc-box')?.getAttribute('data-state')).to.equal('open');
    expect(api.getWidgetList()).to.deep.equal([configured]);
    expect(configured?.element).to.equal(root.querySelector('mc-box'));
    root.innerHTML = '';
    api.parse();
    expect(api.getWidgetList().map((widget) => [widget.widgetId, widget.element])).to.deep.equal([[42, undefined]]);
  });
});

describe('the page API (docs/page-api.md#mc)', () => {
  let harness: Harness | undefined;
  afterEach(() => {
    harness?.dispose();
    harness = undefined;
  });

  it('getWidget finds an embed by id and by the element the owner placed, with stable objects', async () => {
    const root = mount(`<div><div id="placed" class="mcwidget-embed" data-widget-id="42"></div></div>`);
    const placed = root.querySelector('#placed') as HTMLElement;
    harness = startHarness([box(42)]);
    const api = createTestPageApi(harness.runtime, harness.store);
    const byId = api.getWidget(42);
    expect(byId).to.equal(api.getWidget(placed));
    expect(byId).to.equal(api.getWidget(root.querySelector('mc-box') as Element));
    expect(byId?.type).to.equal('box');
    expect(api.getWidget('42')).to.equal(byId);
    expect(api.getWidget(7)).to.equal(undefined);
  });

  it('setPayload sanitises: strips characters outside a-zA-Z0-9+/=-._ with a warning, at most 200 characters', async () => {
    mount(`<div><mc-button data-widget-id="43"></mc-button></div>`);
    harness = startHarness([button(43)]);
    const api = createTestPageApi(harness.runtime, harness.store);
    const warn = sinon.stub(console, 'warn');
    try {
      api.getWidget(43)?.setPayload('spring sale!<b>');
      expect(warn.callCount).to.equal(1);
    } finally {
      warn.restore();
    }
    const instanceId = harness.runtime.instances()[0]?.instanceId ?? '';
    expect(harness.store.getState().instances.get(instanceId)?.refPayload).to.equal('springsaleb');
    api.getWidget(43)?.setPayload('x'.repeat(300));
    expect(harness.store.getState().instances.get(instanceId)?.refPayload).to.have.length(200);
  });

  it('overlays open() and close() from the page, ignoring the entrance trigger', async () => {
    harness = startHarness([makeWidget({ widget_id: 9, widget_type: 'slide_in', data: { main: { whenDisplay: ['exit_intent', 0] } } })]);
    const api = createTestPageApi(harness.runtime, harness.store);
    const widget = api.getWidget(9);
    expect(widget?.open).to.be.a('function');
    widget?.open?.();
    await settle();
    expect(document.querySelector('mc-slide-in')?.getAttribute('data-state')).to.equal('open');
    widget?.close?.();
    expect(document.querySelector('mc-slide-in')?.getAttribute('data-state')).to.equal('closed');
    expect(harness.store.getState().history.widgets[9]?.manualClose).to.equal(false);
  });

  it('getWidgetList lists every active widget', async () => {
    mount(`<div><mc-box data-widget-id="42"></mc-box></div>`);
    harness = startHarness([box(42), modal(46)]);
    const api = createTestPageApi(harness.runtime, harness.store);
    expect(
      api
        .getWidgetList()
        .map((widget) => widget.id)
        .sort(),
    ).to.deep.equal([42, 46]);
  });

  // A block editor's picker and store plugins list the account's widgets, placed or not, and look one up by name.
  it('getWidgetList lists every configured widget, placed or not, each with widgetId, name and type', async () => {
    mount(`<div><span class="mcwidget-embed" data-widget-id="42"></span></div>`);
    harness = startHarness([
      makeWidget({ widget_id: 42, widget_type: 'box', name: 'Footer box' }),
      makeWidget({ widget_id: 43, widget_type: 'button', name: 'Product button' }),
      makeWidget({ widget_id: 44, widget_type: 'checkbox', name: 'Checkout checkbox' }),
      makeWidget({ widget_id: 47, widget_type: 'messenger_code', name: 'Code' }),
    ]);
    await settle();
    const api = createTestPageApi(harness.runtime, harness.store);
    const list = api.getWidgetList().map((widget) => [widget.widgetId, widget.name, widget.type, widget.element?.localName]);
    expect(list).to.deep.equal([
      [42, 'Footer box', 'box', 'mc-box'],
      [43, 'Product button', 'button', undefined],
      [44, 'Checkout checkbox', 'checkbox', undefined],
      [47, 'Code', 'messenger_code', undefined],
    ]);
    // The WooCommerce-style loop: find by name, then read through MC.getWidget(id).
    const picked = api.getWidgetList().find((widget) => widget.name === 'Checkout checkbox')!;
    const checkbox = api.getWidget(picked.widgetId)!;
    expect([checkbox.userRef, checkbox.ref, checkbox.checked, checkbox.submit?.()]).to.deep.equal([undefined, undefined, false, false]);
    expect(checkbox.on?.('checked', () => undefined)).to.equal(checkbox);
    // A payload set while the button is not on the page reaches it once it is placed; its object becomes the button's.
    const kept = api.getWidget(43)!;
    kept.setPayload('later');
    document
      .querySelector('span.mcwidget-embed, mc-box')!
      .insertAdjacentHTML('afterend', '<span class="mcwidget-embed" data-widget-id="43"></span>');
    api.parse();
    await settle();
    const instance = harness.runtime.instances().find((candidate) => candidate.widget.widgetId === 43)!;
    expect(harness.store.getState().instances.get(instance.instanceId)?.refPayload).to.equal('later');
    expect(api.getWidget(43)).to.equal(kept);
    expect(kept.element?.localName).to.equal('mc-button');
  });
});
