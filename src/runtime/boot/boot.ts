/**
 * Starts the runtime once per page: reads the snippet, loads the widgets, and renders the embeds
 * that owners placed. Nothing here may throw into the host page.
 */
import { createStorage } from '../storage';
import { createStore, type Store } from '../store';
import type { UiHost } from '../ui-host';
import { fetchLoadAnswer } from './fetch-load-answer';
import { scanEmbeds } from './scan-embeds';
import { findOwnScript, readScriptSettings, type ScriptSettings } from './script-settings';
import { createUiLoader } from './ui-chunk';

/** Keyed by a registered symbol so a second copy of the script finds the first without a new global name. */
const RUNTIME_KEY = Symbol.for('mc-widgets.runtime');

export interface Runtime {
  settings: ScriptSettings;
  store: Store;
  ready: Promise<void>;
}

type GuardedWindow = Window & { [RUNTIME_KEY]?: Runtime };

/** Resolves once the document is parsed, so a script in <head> still finds the embeds in <body>. */
function domReady(doc: Document): Promise<void> {
  if (doc.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

let instanceCounter = 0;
function nextInstanceId(widgetId: number): string {
  instanceCounter += 1;
  return `${widgetId}-${instanceCounter}`;
}

export function boot(win: Window = window): Runtime | undefined {
  const guarded = win as GuardedWindow;
  if (guarded[RUNTIME_KEY]) return guarded[RUNTIME_KEY];
  const script = findOwnScript(win.document);
  if (!script) {
    console.warn('[mc] could not find its own <script> element; widgets not loaded');
    return undefined;
  }
  const settings = readScriptSettings(script, win.location.href);
  const store = createStore({ route: { url: win.location.href, lastChange: Date.now() } });
  const storage = createStorage();
  // PIXEL-WIRING(start): the pixel is created here, before the load answer, so MC_PIXEL exists at once.
  // PIXEL-WIRING(end)
  const host: UiHost = {
    store,
    settings,
    close: (instanceId, manual) => store.closed(instanceId, manual),
    submit: (instanceId) => store.submitted(instanceId),
  };
  const loadUi = createUiLoader(settings.scriptUrl, () => host);
  const explain = (element: Element, why: string) => {
    if (settings.debug) element.setAttribute('data-debug-reason', why);
  };

  const ready = (async () => {
    const answer = await fetchLoadAnswer(settings, console);
    if (!answer.ok) return;
    store.configLoaded(answer.app, answer.widgets);
    // PIXEL-WIRING(configure): the load answer gives the pixel its page id and app id.
    await domReady(win.document);
    const embeds = scanEmbeds(win.document, answer.widgets, explain);
    if (embeds.length === 0) return;
    for (const { element, widget, payload } of embeds) {
      const instanceId = nextInstanceId(widget.widgetId);
      store.instanceAdded(instanceId, widget.widgetId, payload);
      element.setAttribute('data-instance-id', instanceId);
      element.setAttribute('data-state', 'hidden');
    }
    await loadUi();
  })().catch((error: unknown) => console.warn('[mc] widgets stopped:', error));

  const runtime: Runtime = { settings, store, ready };
  guarded[RUNTIME_KEY] = runtime;
  return runtime;
}
