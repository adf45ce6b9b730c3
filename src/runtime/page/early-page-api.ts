/**
 * `window.MC` (CONTRACT §4) while the page stage is not loaded. Only overlays can be configured
 * then: placed widgets, checkboxes and customer chats load the stage before `MC` is ready. So an
 * overlay's handle is a stub: `open()` loads the stage and opens it, `close()` has nothing open to
 * close, and `setPayload(s)` waits for the instance. The stage builds its handles onto these same
 * objects, so a handle the page kept stays good; once attached, every call goes to the stage.
 */
import type { WidgetConfig } from '../config';
import type { PageApi, WidgetHandle } from './page-api';

export interface EarlyPageApi extends PageApi {
  /** The stubs handed out so far, by widget id. */
  readonly stubs: Map<number, WidgetHandle>;
  /** The stage is in: payloads set meanwhile reach their instances, and it answers from now on. */
  attach(api: PageApi): void;
}

export interface EarlyPageApiDeps {
  /** The overlays the stage would create on this page (none before the load answer). */
  overlays(): readonly WidgetConfig[];
  /** Loads and starts the stage (once). */
  loadStage(): Promise<unknown>;
  /** `MC.parse()` before the stage: looks again for widgets placed on the page. */
  parse(): void;
}

export function createEarlyPageApi({ overlays, loadStage, parse }: EarlyPageApiDeps): EarlyPageApi {
  const stubs = new Map<number, WidgetHandle>();
  const payloads = new Map<number, string>();
  let stage: PageApi | undefined;
  // Through the stage's own API, which turns the stub into the real handle on the way.
  const real = (id: number) => stage?.getWidget(id);

  function stub(widget: WidgetConfig): WidgetHandle {
    const id = widget.widgetId;
    let handle = stubs.get(id);
    if (!handle) {
      handle = {
        id,
        type: widget.widgetType,
        get element() {
          return real(id)?.element;
        },
        setPayload(payload) {
          if (stage) real(id)?.setPayload(payload);
          else payloads.set(id, payload);
        },
        open() {
          loadStage().then(() => real(id)?.open?.(), () => undefined);
        },
        close() {
          real(id)?.close?.();
        },
      };
      stubs.set(id, handle);
    }
    return handle;
  }

  return {
    stubs,
    attach(api) {
      stage = api;
      for (const [id, payload] of payloads) real(id)?.setPayload(payload);
      payloads.clear();
    },
    parse: () => (stage ? stage.parse() : parse()),
    getWidget(idOrElement) {
      if (stage) return stage.getWidget(idOrElement);
      // Elements are claimed by the stage only.
      if (typeof idOrElement === 'object') return undefined;
      const widget = overlays().find((candidate) => candidate.widgetId === Number(idOrElement));
      return widget && stub(widget);
    },
    getWidgetList: () => (stage ? stage.getWidgetList() : overlays().map(stub)),
  };
}
