/**
 * The UI chunk is imported the first time an element has to render, relative to the loader's own
 * URL, and only once however many widgets ask for it. The chunks it imports are requested beside
 * it (`modulepreload`), so the UI arrives in one round trip instead of two.
 */
import type { UiHost, UiModule } from '../ui-host';

export const UI_CHUNK_PATH = 'ui/mc-ui.js';

/** Set by the build: the paths, relative to the loader, of the chunks the UI chunk imports. */
declare const MC_UI_PRELOAD: readonly string[] | undefined;
export const UI_PRELOAD: readonly string[] = typeof MC_UI_PRELOAD === 'undefined' ? [] : MC_UI_PRELOAD;

/** Asks for each chunk with a `<link rel="modulepreload">` (a hint: a page that refuses it loses nothing). */
export function preloadModules(doc: Document, urls: readonly string[], nonce: string): void {
  for (const url of urls) {
    try {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = url;
      if (nonce) link.nonce = nonce;
      (doc.head ?? doc.documentElement).appendChild(link);
    } catch {
      // No head to add to, or a hostile page's DOM: the import still fetches everything itself.
    }
  }
}

export function createUiLoader(
  scriptUrl: string,
  host: () => UiHost,
  importModule = (url: string) => import(/* @vite-ignore */ url),
  preload: readonly string[] = UI_PRELOAD,
) {
  let loading: Promise<UiModule> | undefined;
  return function loadUi(): Promise<UiModule> {
    if (!loading) {
      preloadModules(document, preload.map((path) => new URL(path, scriptUrl).href), host().settings.nonce);
      loading = (importModule(new URL(UI_CHUNK_PATH, scriptUrl).href) as Promise<UiModule>).then((ui) => {
        ui.defineElements(host());
        return ui;
      });
    }
    return loading;
  };
}
