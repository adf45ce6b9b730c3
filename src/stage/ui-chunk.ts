/**
 * The UI chunk is imported the first time an element has to render, relative to the loader's own
 * URL, and only once however many widgets ask for it. The loader starts the same import, and the
 * chunks it imports, beside the page stage's when a widget is about to render (boot.ts), so the UI
 * is usually in by then.
 */
import { UI_CHUNK, type ImportChunk } from '../runtime/chunks';
import type { UiHost, UiModule } from '../runtime/ui-host';

/** Set by the build (a constant, not a module): the UI chunk and the chunks it imports, relative to the loader. */
declare const MC_UI_FILES: readonly string[] | undefined;
/**
 * The UI chunk and the chunks it imports, asked for together when a widget is about to render, so the UI arrives in
 * one round trip rather than two (the browser would find its imports only once the UI chunk is in).
 */
export const UI_FILES: readonly string[] = typeof MC_UI_FILES === 'undefined' ? [UI_CHUNK] : MC_UI_FILES;

export function createUiLoader(importChunk: ImportChunk, host: () => UiHost) {
  let loading: Promise<UiModule> | undefined;
  return function loadUi(): Promise<UiModule> {
    if (!loading) {
      loading = (importChunk(UI_CHUNK) as Promise<UiModule>).then((ui) => {
        ui.defineElements(host());
        return ui;
      });
    }
    return loading;
  };
}
