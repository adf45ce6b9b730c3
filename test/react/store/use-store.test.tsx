import '../../setup';
import { expect } from '@open-wc/testing';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { createStore, type State, type Store } from '../../../src/runtime/store';
import type { UiHost } from '../../../src/runtime/ui-host';
import { setUiHost } from '../../../src/react/ui-host-context';
import { useStore } from '../../../src/react/use-store';

/** Lets the store's wake-up (a microtask) and React's re-render (a task at most) happen. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('useStore: a commit wakes only the views that read what it changed', () => {
  let store: Store;
  let roots: Root[];
  let renders: Map<string, number>;
  let selections: Map<string, number>;

  beforeEach(() => {
    store = createStore();
    setUiHost({ store } as unknown as UiHost);
    roots = [];
    renders = new Map();
    selections = new Map();
    for (const id of ['a', 'b', 'c']) store.instanceAdded(id, 1);
  });
  afterEach(() => roots.forEach((root) => root.unmount()));

  const count = (counts: Map<string, number>, name: string) => counts.set(name, (counts.get(name) ?? 0) + 1);

  /** A view named `name` that shows what `select` picks, counting its renders and selector runs. */
  function View({ name, select }: { name: string; select: (state: State) => unknown }) {
    const value = useStore((state) => (count(selections, name), select(state)));
    count(renders, name);
    return <span>{JSON.stringify(value) ?? 'undefined'}</span>;
  }

  function mount(views: Record<string, (state: State) => unknown>) {
    const element = document.createElement('div');
    document.body.appendChild(element);
    const root = createRoot(element);
    roots.push(root);
    flushSync(() => root.render(Object.entries(views).map(([name, select]) => <View key={name} name={name} select={select} />)));
    const texts = () => Object.fromEntries([...element.querySelectorAll('span')].map((span, index) => [Object.keys(views)[index], span.textContent]));
    return { texts, remove: () => element.remove() };
  }

  const snapshot = () => ({ renders: new Map(renders), selections: new Map(selections) });

  it('re-renders the view of the instance that changed, and neither runs nor re-renders the others', async () => {
    const { texts } = mount({
      a: (state) => state.ui['a']?.displayed === true,
      b: (state) => state.ui['b']?.displayed === true,
      c: (state) => state.overlay['c']?.isLoading ?? false,
    });
    const before = snapshot();
    store.opened('a', 1000);
    await settle();
    expect(texts()).to.deep.equal({ a: 'true', b: 'false', c: 'false' });
    expect(renders.get('a')).to.be.greaterThan(before.renders.get('a')!);
    expect(renders.get('b')).to.equal(before.renders.get('b'));
    expect(selections.get('b')).to.equal(before.selections.get('b'));
    expect(selections.get('c')).to.equal(before.selections.get('c'));
  });

  it('wakes a view of app data on an app change and not on an instance change', async () => {
    const { texts } = mount({ appId: (state) => state.app.appId, a: (state) => state.ui['a']?.displayed === true });
    const before = snapshot();
    store.opened('a', 1000);
    await settle();
    expect(selections.get('appId')).to.equal(before.selections.get('appId'));
    store.configLoaded({ ...store.getState().app, appId: 'app-7' }, []);
    await settle();
    expect(texts().appId).to.equal('"app-7"');
  });

  it('wakes a view that reads a whole per-instance record on a change to any entry', async () => {
    const { texts } = mount({
      shown: (state) => Object.values(state.ui).filter((ui) => ui.displayed).length,
      ids: (state) => Object.keys(state.instances).join(','),
      has: (state) => 'd' in state.instances,
    });
    store.opened('b', 1000);
    store.instanceAdded('d', 1);
    await settle();
    expect(texts()).to.deep.equal({ shown: '1', ids: '"a,b,c,d"', has: 'true' });
    store.instanceRemoved('d');
    await settle();
    expect(texts()).to.deep.equal({ shown: '1', ids: '"a,b,c"', has: 'false' });
  });

  it('hands back the snapshot\'s own objects, and a whole record as itself', () => {
    let seen: unknown[] = [];
    function Probe() {
      seen = [useStore((state) => state.ui), useStore((state) => state.instances['a']), useStore((state) => state.app)];
      return null;
    }
    const root = createRoot(document.createElement('div'));
    roots.push(root);
    flushSync(() => root.render(<Probe />));
    const state = store.getState();
    expect(seen[0]).to.equal(state.ui);
    expect(seen[1]).to.equal(state.instances['a']);
    expect(seen[2]).to.equal(state.app);
  });

  it('follows a view whose selector starts reading another instance', async () => {
    let target = 'a';
    const { texts } = mount({ followed: (state) => state.ui[target]?.displayed === true });
    target = 'b';
    // The selector reads what it read last until it runs again: a render with the new one re-files it.
    store.opened('a', 1000);
    await settle();
    store.opened('b', 1000);
    await settle();
    expect(texts().followed).to.equal('true');
  });

  it('keeps up with a burst of commits to many instances, rendering each view once for it', async () => {
    const ids = Array.from({ length: 50 }, (_, index) => `x${index}`);
    ids.forEach((id) => store.instanceAdded(id, 1));
    const { texts } = mount(Object.fromEntries(ids.map((id) => [id, (state: State) => state.ui[id]?.displayed === true])));
    const before = snapshot();
    ids.forEach((id) => store.opened(id, 1000));
    await settle();
    expect(Object.values(texts()).every((text) => text === 'true')).to.equal(true);
    // One selector run per view for the burst: woken once, not once per commit of the 50.
    for (const id of ids) expect(selections.get(id)! - before.selections.get(id)!, id).to.be.at.most(2);
  });
});
