import '../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { trackWidgetEvents, type WidgetLifecycleEvent } from '../../src/pixel/widget-tracking';

function setup() {
  let emit!: (event: WidgetLifecycleEvent) => void;
  const unsubscribe = sinon.spy();
  let leave!: () => void;
  // What the store would say of each instance: the lifecycle's submit and opt-in mark it there first.
  const status = new Map<string, { submitted: boolean; optedIn: boolean }>();
  const pixel = {
    logImpression: sinon.spy(),
    logAnalytics: sinon.spy(),
    markOptedIn: sinon.spy(),
    onPageLeave: sinon.spy((listener: () => void) => {
      leave = listener;
      return () => undefined;
    }),
  };
  const stop = trackWidgetEvents(
    pixel,
    (listener) => {
      emit = listener;
      return unsubscribe;
    },
    (instanceId) => status.get(instanceId),
  );
  const emitWithStore = (event: WidgetLifecycleEvent) => {
    const current = status.get(event.instanceId) ?? { submitted: false, optedIn: false };
    if (event.type === 'submit') status.set(event.instanceId, { ...current, submitted: true });
    if (event.type === 'optin') status.set(event.instanceId, { ...current, optedIn: true });
    emit(event);
  };
  const widget = (widgetId: number, widgetType = 'modal') => ({ widgetId, widgetType });
  const statuses = () => pixel.logAnalytics.getCalls().map((call) => call.args[0]);
  return { pixel, emit: emitWithStore, leave: () => leave(), stop, unsubscribe, widget, statuses };
}

/** Each status names its widget, so the dashboard can count it per widget. */
const negative = (widgetId: number, widgetType: string, statusDescription: string) => ({
  widgetId,
  widgetType,
  type: 'optin',
  status: 'negative',
  statusDescription,
});

describe('trackWidgetEvents', () => {
  it('logs an impression when an opening commits one, and only then', () => {
    const { pixel, emit, widget } = setup();
    emit({ type: 'open', instanceId: '42-1', widget: widget(42), impression: true });
    emit({ type: 'open', instanceId: '43-1', widget: widget(43, 'bar'), impression: false });
    expect(pixel.logImpression.getCalls().map((call) => call.args[0])).to.deep.equal([
      { widgetId: 42, widgetType: 'modal', instanceId: '42-1' },
    ]);
  });

  it('reports closed_without_optin_request when the visitor closes before asking to opt in', () => {
    const { emit, widget, statuses } = setup();
    emit({ type: 'open', instanceId: '42-1', widget: widget(42), impression: true });
    emit({ type: 'close', instanceId: '42-1', widget: widget(42), manual: true });
    expect(statuses()).to.deep.equal([negative(42, 'modal', 'closed_without_optin_request')]);
  });

  // The negative statuses describe an instance's whole life on the page: a card that shows its
  // submitted content again after a reopen was not closed "without an opt-in request".
  it('after a reopen, reports what the visitor did through the instance before: nothing once opted in, closed_without_optedin once asked', () => {
    const { emit, widget, statuses, leave } = setup();
    emit({ type: 'open', instanceId: '42-1', widget: widget(42), impression: true });
    emit({ type: 'submit', instanceId: '42-1', widget: widget(42) });
    emit({ type: 'optin', instanceId: '42-1', widget: widget(42) });
    emit({ type: 'close', instanceId: '42-1', widget: widget(42), manual: true });
    emit({ type: 'open', instanceId: '42-1', widget: widget(42), impression: false });
    emit({ type: 'close', instanceId: '42-1', widget: widget(42), manual: true });
    emit({ type: 'open', instanceId: '43-1', widget: widget(43), impression: true });
    emit({ type: 'submit', instanceId: '43-1', widget: widget(43) });
    emit({ type: 'close', instanceId: '43-1', widget: widget(43), manual: true });
    emit({ type: 'open', instanceId: '43-1', widget: widget(43), impression: false });
    emit({ type: 'close', instanceId: '43-1', widget: widget(43), manual: true });
    emit({ type: 'open', instanceId: '42-1', widget: widget(42), impression: false });
    leave();
    expect(statuses()).to.deep.equal([negative(43, 'modal', 'closed_without_optedin'), negative(43, 'modal', 'closed_without_optedin')]);
  });

  it('reports closed_without_optedin when the visitor asked but the opt-in never came', () => {
    const { emit, widget, statuses } = setup();
    emit({ type: 'open', instanceId: '42-1', widget: widget(42, 'slide_in'), impression: true });
    emit({ type: 'submit', instanceId: '42-1', widget: widget(42, 'slide_in') });
    emit({ type: 'close', instanceId: '42-1', widget: widget(42, 'slide_in'), manual: true });
    expect(statuses()).to.deep.equal([negative(42, 'slide_in', 'closed_without_optedin')]);
  });

  it('reports nothing for a close after an opt-in, or one the visitor did not make', () => {
    const { pixel, emit, widget, statuses } = setup();
    emit({ type: 'open', instanceId: '42-1', widget: widget(42), impression: true });
    emit({ type: 'submit', instanceId: '42-1', widget: widget(42) });
    emit({ type: 'optin', instanceId: '42-1', widget: widget(42) });
    emit({ type: 'close', instanceId: '42-1', widget: widget(42), manual: true });
    emit({ type: 'open', instanceId: '43-1', widget: widget(43), impression: true });
    emit({ type: 'close', instanceId: '43-1', widget: widget(43), manual: false });
    expect(statuses()).to.deep.equal([]);
    expect(pixel.markOptedIn.calledOnce).to.equal(true);
  });

  it('reports page_leave_while_widget_open for each overlay still open, once each', () => {
    const { emit, leave, widget, statuses } = setup();
    emit({ type: 'open', instanceId: '42-1', widget: widget(42), impression: true });
    emit({ type: 'open', instanceId: '43-1', widget: widget(43, 'bar'), impression: true });
    emit({ type: 'open', instanceId: '44-1', widget: widget(44, 'slide_in'), impression: true });
    emit({ type: 'close', instanceId: '44-1', widget: widget(44, 'slide_in'), manual: false });
    emit({ type: 'open', instanceId: '45-1', widget: widget(45, 'box'), impression: true }); // an embed: part of the page
    leave();
    leave(); // the tab came back and went again: already reported
    expect(statuses()).to.deep.equal([
      negative(42, 'modal', 'page_leave_while_widget_open'),
      negative(43, 'bar', 'page_leave_while_widget_open'),
    ]);
  });

  it('stops listening when asked', () => {
    const { stop, unsubscribe } = setup();
    stop();
    expect(unsubscribe.calledOnce).to.equal(true);
  });
});
