/**
 * One frame of the demo gallery (demo/site/gallery.html): one widget kind in one state, rendered
 * by the real elements and views. Each kind gets its own store and host, as the runtime would give it, except
 * that nothing is sent: an opt-in here only changes what the card shows. `?dir=rtl` renders it for
 * a right-to-left locale. Once the state is reached and every entrance has ended, the root element
 * gets `data-gallery-ready` (the visual tests wait for it).
 */
import { defineElements } from '../../../src/elements';
import { provideBundledModules } from '../../../src/elements/bundled-modules';
import { sanitizerSettled } from '../../../src/react/sanitize';
import { parseLoadAnswer } from '../../../src/runtime/config';
import { ELEMENT_TAG_BY_TYPE, type RenderedWidgetType } from '../../../src/runtime/kinds';
import { createStorage } from '../../../src/runtime/storage';
import { detectDevice, isEntranceReady } from '../../../src/runtime/rules';
import { createStore } from '../../../src/runtime/store';
import { createUiHost } from '../../../src/runtime/ui-host';
import { GALLERY_APP, GALLERY_SMS_ERROR, GALLERY_STATES, galleryWidgets, type GalleryState } from './gallery-widgets';

const query = new URLSearchParams(location.search);
const rtl = query.get('dir') === 'rtl';
if (rtl) document.documentElement.dir = 'rtl';

const store = createStore({ route: { url: location.href, lastChange: Date.now() }, history: { userId: 'gallery', widgets: {} } });
const answer = parseLoadAnswer({ app: GALLERY_APP, widgets: galleryWidgets() });
if (!answer.ok) throw new Error(answer.reason);
store.configLoaded(answer.app, answer.widgets);

const host = createUiHost({
  store,
  settings: {
    scriptUrl: location.href,
    accountId: GALLERY_APP.pageId,
    host: location.origin,
    hash: '',
    nonce: '',
    fbSdkUrl: '',
    locale: rtl ? 'ar' : '',
    debug: false,
  },
  pixel: { sessionId: () => 'gallery', checkOptin: async () => false },
  storage: createStorage(),
  rules: { detectDevice, isEntranceReady },
  close: (id) => store.closed(id, true),
  rendered: (id, reason) => store.rendered(id, reason),
  drop: (id) => console.warn(`gallery: ${id} could not render`),
  post: async () => ({ state: true, errors: [] }) as never,
});
provideBundledModules();
defineElements(host);

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** The first element matching `selector` in the widget's shadow root, once it is there. */
async function part(element: Element, selector: string): Promise<HTMLElement> {
  await until(() => !!element.shadowRoot?.querySelector(selector));
  return element.shadowRoot!.querySelector<HTMLElement>(selector)!;
}

/** Waits for the entrances (fades, slides) in the page and in every shadow root to end. */
async function settled(): Promise<void> {
  // A description with markup is drawn again once the sanitiser is in.
  await sanitizerSettled();
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const roots: Array<Document | ShadowRoot> = [document];
  for (const element of document.querySelectorAll('*')) if (element.shadowRoot) roots.push(element.shadowRoot);
  const finite = roots
    .flatMap((root) => root.getAnimations())
    .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
  await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
}

/** Opens one widget as a page would show it, and brings it to `state`: the gallery frames it, so overlays float inside the frame. */
async function show(widgetId: number, state: GalleryState): Promise<void> {
  const widget = store.getState().widgets.find((candidate) => candidate.widgetId === widgetId);
  if (!widget) return;
  const instanceId = `${widgetId}-${state}`;
  store.instanceAdded(instanceId, widgetId);
  const element = document.createElement(ELEMENT_TAG_BY_TYPE[widget.widgetType as RenderedWidgetType]);
  element.setAttribute('data-widget-id', String(widgetId));
  element.setAttribute('data-instance-id', instanceId);
  // A landing widget is the whole page it is on.
  if (widget.widgetType === 'landing') document.querySelector('main')?.replaceChildren(element);
  else (document.getElementById('slot') ?? document.body).appendChild(element);
  store.opened(instanceId, Date.now());
  if (state === 'submitted') store.submitted(instanceId);
  if (state === 'error') {
    await part(element, 'input[type="tel"]');
    store.errorsSet(instanceId, [GALLERY_SMS_ERROR]);
  }
  if (state === 'countries') (await part(element, '[part~="country-picker"]')).click();
  if (state === 'panel') (await part(element, '[part~="bubble"]')).click();
  // Shown as a visitor finally sees it: its control rendered (or the opt-in done), no loader left.
  await until(
    () =>
      (state === 'submitted' || store.getState().instances.get(instanceId)?.rendered === true) &&
      !element.shadowRoot?.querySelector('[part~="loader"], [part~="spinner"]'),
  );
  await part(element, '[part~="title"], [part~="opt-in"], [part~="success"], [part~="bubble"]');
  // The launcher's popover follows its bubble once its entrance rule is met: the open frame shows both.
  if (widget.widgetType === 'omnichat' && state === 'open') await part(element, '[part~="popover"]');
  await settled();
  await document.fonts?.ready;
  document.documentElement.setAttribute('data-gallery-ready', '');
}

const state = query.get('state') as GalleryState;
if (GALLERY_STATES.includes(state)) void show(Number(query.get('widget')), state);
