import '../../setup';
import { expect } from '@open-wc/testing';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import sinon from 'sinon';
import { UiHostContext } from '../../../src/react/ui-host-context';
import { useInstance, useSlice, type InstanceEntries } from '../../../src/react/use-store';
import { createStorage } from '../../../src/runtime/storage';
import { detectDevice, isEntranceReady } from '../../../src/runtime/rules';
import { createStore, isDisplayed, type State, type Store } from '../../../src/runtime/store';
import { createUiHost } from '../../../src/runtime/ui-host';

/** Lets React re-render what a commit woke (a task at most). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

function hostFor(store: Store) {
  return createUiHost({
    store,
    settings: { scriptUrl: '', accountId: '1', host: location.origin, hash: '', nonce: '', fbSdkUrl: '', locale: '', debug: false },
    pixel: { sessionId: () => 's', checkOptin: async () => false },
    storage: createStorage(),
    rules: { detectDevice, isEntranceReady },
    close: () => undefined,
    rendered: () => undefined,
    drop: () => undefined,
    post: async () => ({}) as never,
  });
}

describe('the views read the store: a commit re-renders only the views whose selection it changed', () => {
  let store: Store;
  let roots: Root[];
  let renders: Map<string, number>;
  let selections: Map<string, number>;

  beforeEach(() => {
    store = createStore();
    roots = [];
    renders = new Map();
    selections = new Map();
    for (const id of ['a', 'b', 'c']) store.instanceAdded(id, 1);
  });
  afterEach(() => roots.forEach((root) => root.unmount()));

  const count = (counts: Map<string, number>, name: string) => counts.set(name, (counts.get(name) ?? 0) + 1);

  type InstanceSpec = { instance: string; select: (entries: InstanceEntries) => unknown };
  type View = InstanceSpec | { slice: keyof State; select: (slice: never) => unknown };
  const onInstance = (instance: string, select: InstanceSpec['select']): View => ({ instance, select });

  function InstanceView({ name, instance, select }: { name: string; instance: string; select: (entries: InstanceEntries) => unknown }) {
    const value = useInstance(instance, (entries) => (count(selections, name), select(entries)));
    count(renders, name);
    return <span>{JSON.stringify(value) ?? 'undefined'}</span>;
  }

  function SliceView({ name, slice, select }: { name: string; slice: keyof State; select: (slice: never) => unknown }) {
    const value = useSlice(slice, (part) => (count(selections, name), select(part as never)));
    count(renders, name);
    return <span>{JSON.stringify(value) ?? 'undefined'}</span>;
  }

  /** Each view in a root of its own, as each element is, under one host. */
  function mount(views: Record<string, View>) {
    const host = hostFor(store);
    const elements = Object.entries(views).map(([name, view]) => {
      const element = document.createElement('div');
      document.body.appendChild(element);
      const root = createRoot(element);
      roots.push(root);
      const child = 'instance' in view ? <InstanceView name={name} {...view} /> : <SliceView name={name} {...view} />;
      flushSync(() => root.render(<UiHostContext.Provider value={host}>{child}</UiHostContext.Provider>));
      return [name, element] as const;
    });
    return { texts: () => Object.fromEntries(elements.map(([name, element]) => [name, element.textContent])) };
  }

  const snapshot = () => ({ renders: new Map(renders), selections: new Map(selections) });
  const displayed = (instance: string): View => onInstance(instance, ({ ui }) => isDisplayed(ui));

  it('re-renders the view of the instance that changed, and neither runs nor re-renders the others', async () => {
    const { texts } = mount({ a: displayed('a'), b: displayed('b'), c: onInstance('c', ({ smsForm }) => smsForm?.isLoading ?? false) });
    const before = snapshot();
    store.opened('a', 1000);
    await settle();
    expect(texts()).to.deep.equal({ a: 'true', b: 'false', c: 'false' });
    expect(renders.get('a')).to.be.greaterThan(before.renders.get('a')!);
    expect(renders.get('b')).to.equal(before.renders.get('b'));
    expect(selections.get('b')).to.equal(before.selections.get('b'));
    expect(selections.get('c')).to.equal(before.selections.get('c'));
  });

  it('does not re-render a view whose selection the commit left the same', async () => {
    const { texts } = mount({ a: displayed('a') });
    const before = snapshot();
    store.loadingSet('a', true);
    await settle();
    expect(texts().a).to.equal('false');
    expect(renders.get('a')).to.equal(before.renders.get('a'));
  });

  it('wakes a view of app data on an app change and not on an instance change', async () => {
    const { texts } = mount({ appId: { slice: 'app', select: (app: State['app']) => app.appId }, a: displayed('a') });
    const before = snapshot();
    store.opened('a', 1000);
    await settle();
    expect(selections.get('appId')).to.equal(before.selections.get('appId'));
    store.configLoaded({ ...store.getState().app, appId: 'app-7' }, []);
    await settle();
    expect(texts().appId).to.equal('"app-7"');
  });

  it('shows an instance added after the view mounted, and its removal', async () => {
    const { texts } = mount({ d: onInstance('d', ({ instance }) => instance?.widgetId ?? null) });
    expect(texts().d).to.equal('null');
    store.instanceAdded('d', 7);
    await settle();
    expect(texts().d).to.equal('7');
    store.instanceRemoved('d');
    await settle();
    expect(texts().d).to.equal('null');
  });

  it("hands back the snapshot's own objects", () => {
    let seen: unknown[] = [];
    function Probe() {
      seen = [useInstance('a', ({ instance }) => instance), useSlice('app', (app) => app)];
      return null;
    }
    const root = createRoot(document.createElement('div'));
    roots.push(root);
    flushSync(() =>
      root.render(
        <UiHostContext.Provider value={hostFor(store)}>
          <Probe />
        </UiHostContext.Provider>,
      ),
    );
    const state = store.getState();
    expect(seen[0]).to.equal(state.instances.get('a'));
    expect(seen[1]).to.equal(state.app);
  });

  // The reason each view subscribes narrowly: a page with hundreds of embeds commits a few actions per
  // instance as it renders and opens them, and waking every view on each commit costs instances × views.
  it('opens many instances with selector runs in proportion to the instances, not their square', async () => {
    const ids = Array.from({ length: 200 }, (_, index) => `x${index}`);
    ids.forEach((id) => store.instanceAdded(id, 1));
    const { texts } = mount(Object.fromEntries(ids.map((id) => [id, displayed(id)])));
    const before = snapshot();
    ids.forEach((id) => (store.rendered(id, 'normal'), store.opened(id, 1000)));
    await settle();
    expect(Object.values(texts()).every((text) => text === 'true')).to.equal(true);
    const runs = ids.reduce((sum, id) => sum + selections.get(id)! - before.selections.get(id)!, 0);
    expect(runs).to.be.at.most(ids.length * 6);
  });
});

describe("the store's narrow subscriptions", () => {
  it("wakes an instance's subscribers for its own commits only, and a slice's for changes to that key", () => {
    const store = createStore();
    store.instanceAdded('a', 1);
    store.instanceAdded('b', 1);
    const a = sinon.spy();
    const page = sinon.spy();
    const app = sinon.spy();
    store.subscribeInstance('a', a);
    store.subscribeSlice('page', page);
    store.subscribeSlice('app', app);
    store.opened('b', 1000);
    store.loadingSet('b', true);
    expect([a.callCount, page.callCount, app.callCount]).to.deep.equal([0, 0, 0]);
    store.opened('a', 1000);
    expect(a.callCount).to.equal(1);
    store.pageSignalled({ maxScroll: 40 });
    expect([a.callCount, page.callCount, app.callCount]).to.deep.equal([1, 1, 0]);
  });

  it('stops waking a subscriber once it unsubscribes', () => {
    const store = createStore();
    store.instanceAdded('a', 1);
    const wake = sinon.spy();
    const stop = store.subscribeInstance('a', wake);
    stop();
    store.opened('a', 1000);
    expect(wake.called).to.equal(false);
  });
});
