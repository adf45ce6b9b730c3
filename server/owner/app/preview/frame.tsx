/**
 * The preview frame's script: draws the draft the editor sends with the visitors' own elements and
 * views (as the demo gallery does), in the state asked for, with a store and host of its own that
 * send nothing. With `editable`, the element carries the `preview` attribute, so its texts are
 * edited in place (docs/elements.md, "The owner preview") and each edit goes back to the editor.
 * Once drawn, the page's root element gets `data-preview-ready` (tests wait for it).
 */
import { defineElements } from '../../../../src/elements';
import { provideBundledModules } from '../../../../src/elements/bundled-modules';
import { parseLoadAnswer } from '../../../../src/runtime/config';
import { PREVIEW_ATTRIBUTE } from '../../../../src/runtime/constants';
import { ELEMENT_TAG_BY_TYPE, type RenderedWidgetType } from '../../../../src/runtime/kinds';
import { detectDevice, isEntranceReady } from '../../../../src/runtime/rules';
import { createStorage } from '../../../../src/runtime/storage';
import { createStore } from '../../../../src/runtime/store';
import { createUiHost } from '../../../../src/runtime/ui-host';
import { PREVIEW_SMS_ERROR, type DrawMessage, type FrameMessage } from './protocol';

const store = createStore({ route: { url: location.href, lastChange: Date.now() }, history: { userId: 'preview', widgets: {} } });
let hostDefined = false;

function defineOnce(app: Record<string, unknown>): void {
  if (hostDefined) return;
  hostDefined = true;
  const host = createUiHost({
    store,
    settings: {
      scriptUrl: location.href,
      accountId: String(app['pageId'] ?? ''),
      host: location.origin,
      hash: '',
      nonce: '',
      fbSdkUrl: '',
      locale: '',
      debug: false,
    },
    pixel: { sessionId: () => 'preview', checkOptin: async () => false },
    storage: createStorage(),
    rules: { detectDevice, isEntranceReady },
    close: (id) => store.closed(id, true),
    rendered: (id, reason) => store.rendered(id, reason),
    drop: (id) => console.warn(`preview: ${id} could not render`),
    // Nothing leaves the preview: an opt-in here only changes what the card shows.
    post: async () => ({ state: true, errors: [] }) as never,
    // No third-party script runs where the owner is signed in: the messenger views show their link.
    fbSdk: () => Promise.reject(new Error("the platform's SDK is not loaded in the owner's preview")),
  });
  provideBundledModules();
  defineElements(host);
}

function tell(message: FrameMessage): void {
  parent.postMessage(message, location.origin);
}

/** A launcher's or a customer chat's panel, open. */
const OPEN_PANEL = '[part~="panel"], [part~="dialog"]';

interface Mounted {
  key: string;
  instanceId: string;
  element: HTMLElement;
}

let mounted: Mounted | undefined;
let count = 0;
/** A draft that came while the owner was typing in the card: drawn once the text loses focus. */
let waiting: DrawMessage | undefined;

async function until(condition: () => boolean, limitMs = 3000): Promise<boolean> {
  const end = Date.now() + limitMs;
  while (!condition()) {
    if (Date.now() > end) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

async function part(element: Element, selector: string): Promise<HTMLElement | null> {
  await until(() => !!element.shadowRoot?.querySelector(selector));
  return element.shadowRoot?.querySelector<HTMLElement>(selector) ?? null;
}

function unmount(): void {
  if (!mounted) return;
  store.instanceRemoved(mounted.instanceId);
  mounted.element.remove();
  mounted = undefined;
}

async function mount(message: DrawMessage, key: string): Promise<void> {
  unmount();
  const tag = ELEMENT_TAG_BY_TYPE[message.widget.widget_type as RenderedWidgetType];
  if (!tag) return;
  const instanceId = `preview-${++count}`;
  store.instanceAdded(instanceId, message.widgetId);
  const element = document.createElement(tag);
  element.setAttribute('data-widget-id', String(message.widgetId));
  element.setAttribute('data-instance-id', instanceId);
  if (message.editable) element.setAttribute(PREVIEW_ATTRIBUTE, message.state === 'submitted' ? 'submitted' : '');
  const slot = document.getElementById('slot');
  // A landing widget is the whole page it is on; overlays float over the article.
  if (message.widget.widget_type === 'landing') document.getElementById('preview-page')?.replaceChildren(element);
  else slot?.appendChild(element);
  mounted = { key, instanceId, element };
  store.opened(instanceId, Date.now());
  if (message.state === 'submitted' && !message.editable) store.submitted(instanceId);
  if (message.state === 'error') {
    await part(element, 'input[type="tel"]');
    store.errorsSet(instanceId, [PREVIEW_SMS_ERROR]);
  }
  if (message.state === 'countries') (await part(element, '[part~="country-picker"]'))?.click();
  if (message.state === 'panel') {
    const bubble = await part(element, '[part~="bubble"]');
    // A chat whose greeting opens by itself has its panel up already: a click would close it.
    if (!element.shadowRoot?.querySelector(OPEN_PANEL)) bubble?.click();
    await until(() => !!element.shadowRoot?.querySelector(OPEN_PANEL));
  }
}

let drawing = Promise.resolve();

function draw(message: DrawMessage): void {
  drawing = drawing.then(async () => {
    document.documentElement.removeAttribute('data-preview-ready');
    // As for accounts the platform's plugins do not serve: the messenger link at once, not after a time-out.
    const answer = parseLoadAnswer(
      { app: { ...message.app, is_eu_affected: true }, widgets: [{ ...message.widget, widget_id: message.widgetId }] },
      { warn: () => undefined },
    );
    if (!answer.ok || answer.widgets.length === 0) {
      unmount();
      document.documentElement.setAttribute('data-preview-ready', 'nothing');
      return;
    }
    defineOnce(message.app);
    store.configLoaded(answer.app, answer.widgets);
    const key = [message.widget.widget_type, message.state, message.editable].join('/');
    if (mounted?.key !== key) await mount(message, key);
    await until(() => !!mounted?.element.shadowRoot?.firstElementChild);
    document.documentElement.setAttribute('data-preview-ready', '');
  });
}

/** True while the owner types into a text of the card: drawing then would move the caret. */
function isEditingInPlace(): boolean {
  const active = mounted?.element.shadowRoot?.activeElement;
  return !!active && (active as HTMLElement).isContentEditable;
}

window.addEventListener('message', (event: MessageEvent<unknown>) => {
  if (event.origin !== location.origin || event.source !== parent) return;
  const message = event.data as DrawMessage;
  if (message?.type !== 'mc-preview-draw') return;
  if (isEditingInPlace()) waiting = message;
  else draw(message);
});

document.addEventListener('mc:preview-edit', (event) => {
  const detail = (event as CustomEvent<{ field?: unknown; value?: unknown }>).detail;
  if (typeof detail?.field === 'string' && typeof detail.value === 'string')
    tell({ type: 'mc-preview-edit', field: detail.field, value: detail.value });
});

document.addEventListener('focusout', () => {
  // Focus moves after this event: look once it has.
  setTimeout(() => {
    if (waiting && !isEditingInPlace()) {
      const next = waiting;
      waiting = undefined;
      draw(next);
    }
  });
});

tell({ type: 'mc-preview-ready' });
