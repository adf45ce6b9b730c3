import '../../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { createEarlyPageApi } from '../../../src/runtime/page/early-page-api';
import { createPageApi } from '../../../src/runtime/page/page-api';
import { startHarness, settle, type Harness } from '../../support/runtime-harness';
import { makeWidget } from '../../support/factories';
import { isDisplayed } from '../../../src/runtime/store';

/** Opens only when asked: the page API's own open, not a trigger. */
const modal = (id: number) => makeWidget({ widget_id: id, widget_type: 'modal', data: { main: { whenDisplay: ['delay', 999] } } });

describe('MC before the page stage (early-page-api.ts)', () => {
  let harness: Harness | undefined;
  afterEach(() => {
    harness?.dispose();
    harness = undefined;
  });

  /** An early API over the harness's overlays, whose stage is the harness's runtime with a page API built on the stubs. */
  function early() {
    harness = startHarness([modal(41), modal(42)]);
    const { runtime, store } = harness;
    const loadStage = sinon.spy(async () => {
      api.attach(createPageApi(runtime, store, api));
    });
    const parse = sinon.spy();
    const api = createEarlyPageApi({ widgets: () => store.getState().widgets, overlays: () => store.getState().widgets, loadStage, parse });
    return { api, loadStage, parse, store };
  }

  it('gives an overlay a stable handle with its id and type before the stage, and nothing for an element', () => {
    const { api } = early();
    const handle = api.getWidget(42);
    expect([handle?.id, handle?.type]).to.deep.equal([42, 'modal']);
    expect(api.getWidget('42')).to.equal(handle);
    expect(api.getWidget(99)).to.equal(undefined);
    expect(api.getWidget(document.body)).to.equal(undefined);
    expect(api.getWidgetList().map((widget) => widget.id)).to.deep.equal([41, 42]);
    expect(api.getWidgetList()[1]).to.equal(handle);
  });

  // Guards owners' code in the wild, which checks `typeof MC === 'function'` before `MC.getWidget(…)`.
  it('is callable as well as an object, with the three members only, before and after the stage', async () => {
    const { api } = early();
    const MC = api.page;
    expect(typeof MC).to.equal('function');
    expect(MC()).to.equal(MC);
    expect(Object.keys(MC).sort()).to.deep.equal(['getWidget', 'getWidgetList', 'parse']);
    const handle = MC.getWidget(42);
    expect(handle?.type).to.equal('modal');
    handle?.open?.();
    await settle();
    expect(MC.getWidget(42)).to.equal(handle);
  });

  it('open() loads the stage and opens the overlay; the handle the page kept becomes the real one', async () => {
    const { api, loadStage, store } = early();
    const handle = api.getWidget(42)!;
    handle.open?.();
    await settle();
    expect(loadStage.calledOnce).to.equal(true);
    const instanceId = store
      .getState()
      .instances.ids()
      .find((id) => store.getState().instances.get(id)?.widgetId === 42)!;
    expect(isDisplayed(store.getState().ui.get(instanceId))).to.equal(true);
    expect(api.getWidget(42)).to.equal(handle);
    handle.close?.();
    expect(isDisplayed(store.getState().ui.get(instanceId))).to.equal(false);
  });

  it('keeps a payload set before the stage and hands it to the instance once attached', async () => {
    const { api, store } = early();
    api.getWidget(41)!.setPayload('spring');
    const instanceOf = (widgetId: number) =>
      store
        .getState()
        .instances.ids()
        .map((id) => store.getState().instances.get(id))
        .find((instance) => instance?.widgetId === widgetId);
    expect(instanceOf(41)?.refPayload).to.equal('');
    await api.getWidget(42)!.open?.();
    await settle();
    expect(instanceOf(41)?.refPayload).to.equal('spring');
  });

  it('close() and parse() before the stage load nothing: nothing is open, and parse asks the loader to look again', () => {
    const { api, loadStage, parse } = early();
    api.getWidget(41)!.close?.();
    api.parse();
    expect(loadStage.called).to.equal(false);
    expect(parse.calledOnce).to.equal(true);
  });
});
