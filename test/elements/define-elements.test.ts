import '../setup';
import { expect } from '@open-wc/testing';
import { defineElements, registerElements } from '../../src/elements';
import { makeWidget } from '../support/factories';
import { createTestInstance, waitFor, type TestInstance } from '../support/mount-widget';

const frames = (count: number) =>
  new Promise<void>((resolve) => {
    const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
    step(count);
  });

function claim(element: HTMLElement, { widget, instanceId }: TestInstance): void {
  element.setAttribute('data-widget-id', String(widget.widgetId));
  element.setAttribute('data-instance-id', instanceId);
}

const title = (element: HTMLElement) => element.shadowRoot?.querySelector('[part~="title"]')?.textContent ?? null;

// This file's page defines the tags itself, first without a host, as the npm package does on import.
describe('elements and the UI hosts that hold their instances', () => {
  const placed: HTMLElement[] = [];
  afterEach(() => placed.splice(0).forEach((element) => element.remove()));

  const place = () => {
    const element = document.createElement('mc-box');
    document.body.appendChild(element);
    placed.push(element);
    return element;
  };

  it('defines every tag, and a claimed element renders nothing until a host is handed over', async () => {
    registerElements();
    expect(customElements.get('mc-box')).to.not.equal(undefined);
    const first = createTestInstance(makeWidget({ widget_type: 'box', data: { main: { title: 'First' } } }));
    first.store.opened(first.instanceId, Date.now());
    const element = place();
    claim(element, first);
    await frames(3);
    expect(element.shadowRoot?.childNodes.length ?? 0).to.equal(0);

    defineElements(first.host);
    const later = place();
    claim(later, first);
    expect(await waitFor(() => title(later), 'the title')).to.equal('First');
  });

  it('gives each element the host whose store holds its instance, whichever began answering last', async () => {
    const first = createTestInstance(makeWidget({ widget_type: 'box', data: { main: { title: 'First' } } }));
    const second = createTestInstance(makeWidget({ widget_type: 'box', data: { main: { title: 'Second' } } }));
    first.store.opened(first.instanceId, Date.now());
    second.store.opened(second.instanceId, Date.now());
    const stops = [defineElements(first.host), defineElements(second.host)];
    const one = place();
    claim(one, first);
    const two = place();
    claim(two, second);
    expect(await waitFor(() => title(one), 'the first title')).to.equal('First');
    expect(await waitFor(() => title(two), 'the second title')).to.equal('Second');
    // A host that stopped answering is not asked: an element of its instance renders nothing.
    stops[0]!();
    const orphan = place();
    claim(orphan, first);
    await frames(3);
    expect(orphan.shadowRoot?.childNodes.length ?? 0).to.equal(0);
    stops[1]!();
  });

  it('keeps each element on the host it mounted with when another host is handed over', async () => {
    const first = createTestInstance(makeWidget({ widget_type: 'box', data: { main: { title: 'First' } } }));
    first.store.opened(first.instanceId, Date.now());
    defineElements(first.host);
    const one = place();
    claim(one, first);
    await waitFor(() => title(one), 'the first title');

    const second = createTestInstance(makeWidget({ widget_type: 'box', data: { main: { title: 'Second' } } }));
    second.store.opened(second.instanceId, Date.now());
    defineElements(second.host);
    const two = place();
    claim(two, second);
    expect(await waitFor(() => title(two), 'the second title')).to.equal('Second');
    // The first element still reads its own store: closing there hides it.
    first.store.closed(first.instanceId, true);
    const card = (element: HTMLElement) => element.shadowRoot?.querySelector<HTMLElement>('[part~="card"]');
    await waitFor(() => card(one) && getComputedStyle(card(one)!).visibility === 'hidden', 'the first box hidden');
    // A re-render of the first element's root (its attributes set again) keeps the first host too.
    claim(one, first);
    await frames(3);
    expect([title(one), title(two)]).to.deep.equal(['First', 'Second']);
  });
});
