/** Mounts a customer chat as the runtime would, with its page API members bound to the same store. */
import { createCustomerChatMembers, type CustomerChatMembers } from '../../../src/runtime/page/customer-chat-handle';
import type { WidgetInstance } from '../../../src/runtime/instances';
import { makeWidget } from '../../support/factories';
import { mountWidget, type Mounted, type MountOptions } from '../../support/mount-widget';

export interface MountedChat extends Mounted {
  api: CustomerChatMembers;
  part<T extends HTMLElement = HTMLElement>(name: string): T | null;
}

const mounted: MountedChat[] = [];

export function mountChat(setup: Record<string, unknown> = {}, options: MountOptions = {}): MountedChat {
  const m = mountWidget(makeWidget({ widget_type: 'customer_chat', data: { setup } }), { open: true, ...options });
  const widget = m.store.getState().widgets[0];
  if (!widget) throw new Error('no widget');
  const instance: WidgetInstance = {
    instanceId: m.instanceId,
    widget,
    element: m.element,
    original: undefined,
    isOverlay: true,
    isPreview: false,
  };
  // The runtime's part: a page open shows the chat once its view reported it rendered.
  const runtime = {
    tryOpen: async () => {
      if (m.store.getState().instances.get(m.instanceId)?.rendered) m.store.opened(m.instanceId, Date.now());
      return true;
    },
    close: (id: string, manual: boolean) => m.host.close(id, manual),
  };
  const api = createCustomerChatMembers({ instance, runtime, store: m.store, now: () => Date.now() });
  const chat: MountedChat = { ...m, api, part: (name) => m.root.querySelector(`[part~="${name}"]`) };
  mounted.push(chat);
  return chat;
}

export function unmountAll(): void {
  for (const m of mounted.splice(0)) m.unmount();
}

export const FAKE_TIMERS = {
  toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] as Array<
    'setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval' | 'Date'
  >,
};

/** The reasons host.rendered was called with, in order. */
export function renderReasons(m: Mounted): string[] {
  return m.host.rendered.getCalls().map((call) => String(call.args[1]));
}
