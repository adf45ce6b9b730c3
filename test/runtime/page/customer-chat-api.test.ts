import '../../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import type { WidgetHandle } from '../../../src/runtime/page/page-api';
import { createTestPageApi } from '../../support/page-api';
import { startHarness, settle, type Harness } from '../../support/runtime-harness';
import { makeWidget } from '../../support/factories';
import { isDisplayed } from '../../../src/runtime/store';

// The customer chat's members (docs/page-api.md#the-customer-chat) change the store the view follows; each member may run
// once every 5 s, counted per member.
describe('the customer chat page API', () => {
  let harness: Harness | undefined;
  let now = 0;
  let warn: sinon.SinonStub;

  beforeEach(() => {
    now = 1_000_000;
    warn = sinon.stub(console, 'warn');
  });
  afterEach(() => {
    warn.restore();
    harness?.dispose();
    harness = undefined;
  });

  async function chat(): Promise<{ widget: WidgetHandle; instanceId: string; harness: Harness }> {
    harness = startHarness([makeWidget({ widget_id: 7, widget_type: 'customer_chat' })]);
    await settle();
    const api = createTestPageApi(harness.runtime, harness.store, { now: () => now });
    const widget = api.getWidget(7);
    if (!widget) throw new Error('no customer chat');
    return { widget, instanceId: harness.runtime.instances()[0]!.instanceId, harness };
  }
  const chatState = (h: Harness, id: string) => h.store.getState().instances.get(id)?.chat;

  it('has the contract members, and no others of the checkbox', async () => {
    const { widget } = await chat();
    for (const member of [
      'open',
      'close',
      'openDialog',
      'closeDialog',
      'setLoggedInGreeting',
      'setLoggedOutGreeting',
      'setPayload',
      'set',
    ] as const) {
      expect(widget[member], member).to.be.a('function');
    }
    expect(widget.on).to.equal(undefined);
    expect(widget.type).to.equal('customer_chat');
  });

  it('openDialog and closeDialog set the dialog; a second call of one member within 5 s is ignored with a warning', async () => {
    const { widget, instanceId, harness: h } = await chat();
    expect(widget.openDialog?.()).to.equal(true);
    expect(chatState(h, instanceId)?.dialog).to.equal(true);
    // Another member has its own budget.
    expect(widget.closeDialog?.()).to.equal(true);
    expect(chatState(h, instanceId)?.dialog).to.equal(false);
    now += 4999;
    expect(widget.openDialog?.()).to.equal(false);
    expect(chatState(h, instanceId)?.dialog).to.equal(false);
    expect(warn.callCount).to.equal(1);
    expect(String(warn.firstCall.args[0])).to.contain('openDialog() ignored');
    now += 1;
    expect(widget.openDialog?.()).to.equal(true);
    expect(chatState(h, instanceId)?.dialog).to.equal(true);
  });

  it('an ignored call does not restart the 5 s window', async () => {
    const { widget, instanceId, harness: h } = await chat();
    widget.setLoggedOutGreeting?.('one');
    now += 3000;
    expect(widget.setLoggedOutGreeting?.('two')).to.equal(false);
    now += 2000;
    expect(widget.setLoggedOutGreeting?.('three')).to.equal(true);
    expect(chatState(h, instanceId)?.loggedOutGreeting).to.equal('three');
  });

  const members: Array<[string, (widget: WidgetHandle) => unknown]> = [
    ['open', (w) => w.open?.()],
    ['close', (w) => w.close?.()],
    ['openDialog', (w) => w.openDialog?.()],
    ['closeDialog', (w) => w.closeDialog?.()],
    ['setLoggedInGreeting', (w) => w.setLoggedInGreeting?.('hi')],
    ['setLoggedOutGreeting', (w) => w.setLoggedOutGreeting?.('hi')],
    ['setPayload', (w) => w.setPayload('abc')],
    ['set', (w) => w.set?.({ refPayload: 'abc' })],
  ];
  for (const [name, call] of members) {
    it(`${name}: runs once, then is ignored for 5 s`, async () => {
      const { widget } = await chat();
      expect(call(widget)).to.equal(true);
      now += 100;
      expect(call(widget)).to.equal(false);
      now += 4900;
      expect(call(widget)).to.equal(true);
    });
  }

  it('setLoggedInGreeting, setLoggedOutGreeting and setPayload reach the store; the payload is sanitised', async () => {
    const { widget, instanceId, harness: h } = await chat();
    widget.setLoggedInGreeting?.('Welcome back!');
    widget.setLoggedOutGreeting?.('Hello there');
    widget.setPayload('spring sale!');
    const state = h.store.getState().instances.get(instanceId);
    expect(state?.chat.loggedInGreeting).to.equal('Welcome back!');
    expect(state?.chat.loggedOutGreeting).to.equal('Hello there');
    expect(state?.refPayload).to.equal('springsale');
  });

  it('set() changes the fields it is given and leaves the others', async () => {
    const { widget, instanceId, harness: h } = await chat();
    widget.set?.({ loggedOutGreeting: 'Hi', refPayload: 'p1' });
    const state = h.store.getState().instances.get(instanceId);
    expect(state?.chat.loggedOutGreeting).to.equal('Hi');
    expect(state?.chat.loggedInGreeting).to.equal(undefined);
    expect(state?.refPayload).to.equal('p1');
  });

  it('set() with something else than an object changes nothing and warns', async () => {
    const { widget, instanceId, harness: h } = await chat();
    const before = h.store.getState().instances.get(instanceId);
    widget.set?.('nope' as never);
    expect(h.store.getState().instances.get(instanceId)).to.equal(before);
    expect(warn.called).to.equal(true);
  });

  it('close() closes the chat (not as the visitor), open(true) shows it again with its dialog', async () => {
    const { widget, instanceId, harness: h } = await chat();
    expect(isDisplayed(h.store.getState().ui.get(instanceId))).to.equal(true);
    widget.close?.();
    expect(isDisplayed(h.store.getState().ui.get(instanceId))).to.equal(false);
    expect(h.store.getState().history.widgets[7]?.manualClose).to.equal(false);
    widget.open?.(true);
    await settle();
    expect(isDisplayed(h.store.getState().ui.get(instanceId))).to.equal(true);
    expect(chatState(h, instanceId)).to.include({ requested: true, dialog: true });
  });

  it('open() without true asks to show the chat and leaves its dialog as it was', async () => {
    const { widget, instanceId, harness: h } = await chat();
    widget.open?.();
    expect(chatState(h, instanceId)).to.include({ requested: true, dialog: undefined });
  });
});
