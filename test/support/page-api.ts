/** The page API as the loader wires it: the stage's API attached to the loader's early one, seen as `window.MC`. */
import { OVERLAY_WIDGET_TYPES } from '../../src/runtime/kinds';
import { createEarlyPageApi } from '../../src/runtime/page/early-page-api';
import { createPageApi, type PageApi, type PageApiOptions } from '../../src/runtime/page/page-api';
import type { Runtime } from '../../src/runtime/instances';
import type { Store } from '../../src/runtime/store';

const OVERLAYS: readonly string[] = OVERLAY_WIDGET_TYPES;

export function createTestPageApi(runtime: Runtime, store: Store, options: PageApiOptions = {}): PageApi {
  const widgets = () => store.getState().widgets;
  const early = createEarlyPageApi({
    widgets,
    overlays: () => widgets().filter((widget) => OVERLAYS.includes(widget.widgetType)),
    loadStage: async () => undefined,
    parse: () => runtime.parse(),
  });
  early.attach(createPageApi(runtime, store, early, options));
  return early.page;
}
