/**
 * What the UI needs to rehearse a widget that waits for its trigger (elements/rehearsal.ts draws it
 * once, hidden, in an element never placed): one widget of each kind, each with a host of its own
 * whose store holds the page's state with that one instance (closed) as its only one, and whose
 * calls reach nothing: no server, no platform, no pixel, no write, no runtime. Made here, where the
 * page stage has the store, so the UI chunk carries no copy of it.
 */
import type { WidgetConfig } from './config';
import { createStoreFrom, noInstances, type State } from './store';
import type { Rehearsal, UiHost } from './ui-host';

/**
 * What a rehearsal waits for (the platform's SDK, a server's answer): never there. A new promise each time: one shared
 * promise that never settles keeps every callback a view ever chained to it, and with them the unmounted rehearsal's
 * state, for the page's lifetime (about 0.06 MB a kind); a promise of its own is collected with the rehearsal.
 */
const never = (): Promise<never> => new Promise<never>(() => undefined);
const nothing = () => undefined;

function rehearsalHost(host: UiHost, widget: WidgetConfig, instanceId: string): UiHost {
  const store = createStoreFrom({ ...host.store.getState(), ...noInstances() });
  store.instanceAdded(instanceId, widget.widgetId);
  return {
    store,
    settings: host.settings,
    rules: host.rules,
    pixel: { sessionId: () => host.pixel.sessionId(), checkOptin: never },
    storage: { ...host.storage, set: nothing, remove: nothing, setJSON: nothing },
    close: nothing,
    submitted: nothing,
    optedIn: nothing,
    rendered: nothing,
    failed: nothing,
    fbSdk: never,
    fbSdkFailed: () => false,
    callTarget: host.callTarget,
    post: never,
  };
}

/**
 * The kinds of which the page has drawn a view, or is drawing one: their code has run and their styles are in their
 * sheet, so a rehearsal would only draw them again (an `immediately` modal, open by the time the browser is idle).
 */
function drawnKinds({ instances, widgets }: Pick<State, 'instances' | 'widgets'>): Set<string> {
  const kindOf = new Map(widgets.map((widget) => [widget.widgetId, widget.widgetType]));
  const kinds = new Set<string>();
  for (const id of instances.ids()) {
    const instance = instances.get(id);
    const kind = instance && (instance.rendered || instance.opening) ? kindOf.get(instance.widgetId) : undefined;
    if (kind) kinds.add(kind);
  }
  return kinds;
}

/** The first of `widgets` of each kind the page has not drawn yet, each with its own host over `host`'s state. */
export function rehearsalsOf(host: UiHost, widgets: readonly WidgetConfig[]): Rehearsal[] {
  const kinds = drawnKinds(host.store.getState());
  return widgets
    .filter((widget) => !kinds.has(widget.widgetType) && kinds.add(widget.widgetType))
    .map((widget) => {
      const instanceId = `rehearsal-${widget.widgetId}`;
      return { widget, instanceId, host: rehearsalHost(host, widget, instanceId) };
    });
}
