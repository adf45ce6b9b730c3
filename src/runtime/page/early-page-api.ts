/**
 * `window.MC` (docs/page-api.md#mc) while the page stage is not loaded, and every configured widget's
 * object while it has no instance on this page (an embed not placed, a kind that never renders):
 * owners list the account's widgets (`MC.getWidgetList()`) and look one up by id or name before
 * or without it showing. Such an object is a stub: it carries `widgetId`, `name` and `type`;
 * `setPayload(s)` waits for the instance; an overlay's `open()` loads the stage and opens it,
 * `close()` has nothing open to close. The stage builds its handles onto these same objects, so an
 * object the page kept stays good; once attached, every call goes to the stage.
 */
import type { WidgetConfig } from '../config';
import type { PageApi, PageGlobal, WidgetHandle, WidgetStubs } from './page-api';

interface EarlyPageApi extends PageApi, WidgetStubs {
  /** What `window.MC` is: the documented members only, on a function. */
  readonly page: PageGlobal;
  /** The stage is in: payloads set meanwhile reach their instances, and it answers from now on. */
  attach(api: PageApi): void;
}

interface EarlyPageApiDeps {
  /** Every configured widget of the account (none before the load answer). */
  widgets(): readonly WidgetConfig[];
  /** The overlays the stage would create on this page. */
  overlays(): readonly WidgetConfig[];
  /** Loads and starts the stage (once). */
  loadStage(): Promise<unknown>;
  /** `MC.parse()` before the stage: looks again for widgets placed on the page. */
  parse(): void;
}

export function createEarlyPageApi({ widgets, overlays, loadStage, parse }: EarlyPageApiDeps): EarlyPageApi {
  const stubs = new Map<number, WidgetHandle>();
  const payloads = new Map<number, string>();
  let stage: PageApi | undefined;
  /** An entry taken out of its map. */
  const take = <T>(map: Map<number, T>, id: number): T | undefined => {
    const value = map.get(id);
    map.delete(id);
    return value;
  };
  // The stage's object for the id, unless it is still a stub (no instance adopted it).
  const real = (id: number) => {
    const handle = stage?.getWidget(id);
    return handle && stubs.get(id) !== handle ? handle : undefined;
  };

  function stubFor(widget: WidgetConfig): WidgetHandle {
    const { widgetId: id, widgetType: type, name } = widget;
    let handle = stubs.get(id);
    if (!handle) {
      handle = {
        id,
        widgetId: id,
        name,
        type,
        element: undefined,
        setPayload(payload) {
          const target = real(id);
          if (target) target.setPayload(payload);
          else payloads.set(id, payload);
        },
      };
      if (overlays().includes(widget)) {
        handle.open = () =>
          void loadStage().then(
            () => real(id)?.open?.(),
            () => undefined,
          );
        handle.close = () => void real(id)?.close?.();
      }
      stubs.set(id, handle);
    }
    return handle;
  }

  const page: PageGlobal = Object.assign((): PageGlobal => page, {
    parse: () => (stage ? stage.parse() : parse()),
    getWidget(idOrElement: number | string | Element) {
      if (stage) return stage.getWidget(idOrElement);
      // Elements are claimed by the stage only.
      if (typeof idOrElement === 'object') return undefined;
      const widget = widgets().find((entry) => entry.widgetId === Number(idOrElement));
      return widget && stubFor(widget);
    },
    getWidgetList: () => (stage ? stage.getWidgetList() : widgets().map(stubFor)),
  });
  return {
    // The function's own members: parse, getWidget, getWidgetList.
    ...page,
    page,
    stubFor,
    waiting: (id) => stubs.has(id),
    adopt: (id) => take(stubs, id),
    takePayload: (id) => take(payloads, id),
    attach(stageApi) {
      stage = stageApi;
      for (const [id, payload] of payloads) {
        const target = real(id);
        if (!target) continue;
        payloads.delete(id);
        target.setPayload(payload);
      }
    },
  };
}
