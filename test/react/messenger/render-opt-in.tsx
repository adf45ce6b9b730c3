/**
 * Renders MessengerOptIn on its own, in a shadow root with its Emotion cache, against a test
 * instance's host (provided as the element's root does) and store (no widget element: its view would have an opt-in of its own).
 */
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { stylesFor } from '../../../src/react/root-styles';
import { MessengerOptIn } from '../../../src/react/messenger/MessengerOptIn';
import { UiHostContext } from '../../../src/react/ui-host-context';
import { resolveOnce } from '../../../src/react/use-widget';
import type { ResolvedWidget } from '../../../src/runtime/config';
import { makeWidget } from '../../support/factories';
import { createTestInstance, type Mounted, type MountOptions } from '../../support/mount-widget';
import { RootStylesContext } from '../../../src/react/use-class-names';

export interface RenderedOptIn {
  root: ShadowRoot;
  store: Mounted['store'];
  host: Mounted['host'];
  instanceId: string;
  widget: ResolvedWidget;
  open(): void;
  /** Renders the opt-in again for the same instance (the element was moved in the page). */
  remount(): void;
  unmount(): void;
  $(selector: string): HTMLElement | null;
}

export interface RenderOptions extends Omit<MountOptions, 'parent' | 'open'> {
  preview?: boolean;
  widgetType?: string;
  submitted?: Record<string, unknown>;
}

const mountedNow: RenderedOptIn[] = [];

export function renderOptIn(main: Record<string, unknown> = {}, options: RenderOptions = {}): RenderedOptIn {
  const raw = makeWidget({ widget_type: options.widgetType ?? 'box', channel: 'fb', data: { main, submitted: options.submitted ?? {} } });
  const { store, host, instanceId } = createTestInstance(raw, { ...options, payload: options.attributes?.['data-widget-payload'] });
  const mounted = { store, host, instanceId, open: () => store.opened(instanceId, Date.now()) };
  const config = mounted.store.getState().widgets[0];
  const widget = config ? resolveOnce(config) : null;
  if (!widget) throw new Error('test widget did not resolve');
  const holder = document.createElement('div');
  document.body.appendChild(holder);
  const root = holder.attachShadow({ mode: 'open' });
  let react: Root | null = null;
  const render = () => {
    react = createRoot(root);
    const view = (
      <UiHostContext.Provider value={host}>
        <RootStylesContext.Provider value={stylesFor(root, '')}>
          <MessengerOptIn widget={widget} instanceId={mounted.instanceId} preview={options.preview === true} />
        </RootStylesContext.Provider>
      </UiHostContext.Provider>
    );
    flushSync(() => react?.render(view));
  };
  const stop = () => {
    react?.unmount();
    react = null;
  };
  render();
  const rendered: RenderedOptIn = {
    root,
    store: mounted.store,
    host: mounted.host,
    instanceId: mounted.instanceId,
    widget,
    open: mounted.open,
    remount() {
      stop();
      render();
    },
    unmount() {
      stop();
      holder.remove();
    },
    $: (selector) => root.querySelector<HTMLElement>(selector),
  };
  mountedNow.push(rendered);
  return rendered;
}

export function unmountAll(): void {
  for (const rendered of mountedNow.splice(0)) rendered.unmount();
}

/** The reasons host.rendered was called with for this instance, in order. */
export function renderReasons(rendered: RenderedOptIn): string[] {
  return rendered.host.rendered
    .getCalls()
    .filter((call) => call.args[0] === rendered.instanceId)
    .map((call) => String(call.args[1]));
}
