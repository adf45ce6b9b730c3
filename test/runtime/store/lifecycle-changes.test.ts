import '../../setup';
import { expect } from '@open-wc/testing';
import { readWidget, type WidgetConfig } from '../../../src/runtime/config';
import { watchLifecycle, type LifecycleEvent } from '../../../src/runtime/lifecycle';
import { createStore, isDisplayed } from '../../../src/runtime/store';
import { makeWidget } from '../../support/factories';

function widget(id: number): WidgetConfig {
  const result = readWidget(makeWidget({ widget_id: id }));
  if (result.kind !== 'widget') throw new Error('bad fixture');
  return result.widget;
}

/** The lifecycle watcher looks at the one instance a commit names, and still misses nothing. */
describe('lifecycle events from store changes', () => {
  function page(count: number) {
    const store = createStore({ route: { url: 'https://a.example/', lastChange: 1 } });
    store.configLoaded(store.getState().app, [widget(42)]);
    const ids = Array.from({ length: count }, (_, index) => `42-${index}`);
    ids.forEach((id) => (store.instanceAdded(id, 42), store.rendered(id, 'normal')));
    const events: string[] = [];
    watchLifecycle(store, (event: LifecycleEvent) => events.push(`${event.type} ${event.instanceId}`));
    return { store, ids, events };
  }

  it('reports each instance opening once, in order', () => {
    const { store, ids, events } = page(5);
    ids.forEach((id) => store.opened(id, 10));
    store.submitted('42-2');
    expect(events).to.deep.equal([...ids.map((id) => `open ${id}`), 'submit 42-2']);
  });

  it('says whether the visitor closed it, as the store recorded', () => {
    const store = createStore({ route: { url: 'https://a.example/', lastChange: 1 } });
    store.configLoaded(store.getState().app, [widget(42)]);
    ['42-0', '42-1'].forEach((id) => (store.instanceAdded(id, 42), store.rendered(id, 'normal'), store.opened(id, 10)));
    const closes: [string, boolean | undefined][] = [];
    watchLifecycle(store, (event) => closes.push([event.instanceId, event.manual]));
    store.closed('42-0', true);
    store.closed('42-1', false);
    expect(closes).to.deep.equal([
      ['42-0', true],
      ['42-1', false],
    ]);
    expect(store.getState().instances.get('42-0')?.closedByVisitor).to.equal(true);
  });

  it('reports nothing for a removed instance', () => {
    const { store, events } = page(2);
    store.instanceRemoved('42-0');
    expect(events).to.deep.equal([]);
  });

  it('misses nothing, and reports nothing twice, when a listener commits while the others are being told of a commit', () => {
    const store = createStore({ route: { url: 'https://a.example/', lastChange: 1 } });
    store.configLoaded(store.getState().app, [widget(42)]);
    ['42-0', '42-1', '42-2'].forEach((id) => (store.instanceAdded(id, 42), store.rendered(id, 'normal')));
    // Told before the watcher: on 42-0 opening it opens 42-1, so the watcher hears of that commit first.
    store.subscribe((state) => {
      if (isDisplayed(state.ui.get('42-0')) && !isDisplayed(state.ui.get('42-1'))) store.opened('42-1', 10);
    });
    const events: string[] = [];
    watchLifecycle(store, (event) => events.push(`${event.type} ${event.instanceId}`));
    store.opened('42-0', 10);
    store.opened('42-2', 10);
    expect(events).to.deep.equal(['open 42-0', 'open 42-1', 'open 42-2']);
  });
});
