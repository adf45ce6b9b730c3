/**
 * One frame of the demo gallery (demo/site/gallery.html): one widget kind in one state, rendered
 * by the real elements and views. Each kind gets its own store and host, as the runtime would give it, except
 * that nothing is sent: an opt-in here only changes what the card shows.
 */
import { defineElements } from '../../../src/elements';
import { parseLoadAnswer } from '../../../src/runtime/config';
import { ELEMENT_TAG_BY_TYPE, type RenderedWidgetType } from '../../../src/runtime/constants';
import { ensureFbSdk } from '../../../src/runtime/sdk/fb-sdk';
import { createStore } from '../../../src/runtime/store';
import type { UiHost } from '../../../src/runtime/ui-host';
import { GALLERY_APP, GALLERY_STATES, galleryWidgets, type GalleryState } from './gallery-widgets';

const store = createStore({ route: { url: location.href, lastChange: Date.now() }, session: { userId: 'gallery', widgets: {} } });
const answer = parseLoadAnswer({ app: GALLERY_APP, widgets: galleryWidgets() });
if (!answer.ok) throw new Error(answer.reason);
store.configLoaded(answer.app, answer.widgets);

const host: UiHost = {
  store,
  settings: { scriptUrl: location.href, accountId: GALLERY_APP.pageId, host: location.origin, hash: '', nonce: '', fbSdkUrl: '', locale: '', debug: false },
  pixel: { sessionId: () => 'gallery', checkOptin: async () => false, logAnalytics: () => undefined, logWidgetEvent: () => undefined },
  close: (id) => store.closed(id, true),
  submitted: (id) => store.submitted(id),
  optedIn: (id) => store.optedIn(id),
  rendered: (id, reason) => store.rendered(id, reason),
  failed: (id) => console.warn(`gallery: ${id} could not render`),
  fbSdk: () => ensureFbSdk(host),
  post: async () => ({ state: true, errors: [] }) as never,
};
defineElements(host);

/** Opens one widget as a page would show it: the gallery frames it, so overlays float inside the frame. */
function show(widgetId: number, state: GalleryState): void {
  const widget = store.getState().widgets.find((candidate) => candidate.widgetId === widgetId);
  if (!widget) return;
  const instanceId = `${widgetId}-${state}`;
  store.instanceAdded(instanceId, widgetId);
  const element = document.createElement(ELEMENT_TAG_BY_TYPE[widget.widgetType as RenderedWidgetType]);
  element.setAttribute('data-widget-id', String(widgetId));
  element.setAttribute('data-instance-id', instanceId);
  (document.getElementById('slot') ?? document.body).appendChild(element);
  store.opened(instanceId, Date.now());
  if (state === 'submitted') store.submitted(instanceId);
}

const query = new URLSearchParams(location.search);
const state = query.get('state') as GalleryState;
if (GALLERY_STATES.includes(state)) show(Number(query.get('widget')), state);
