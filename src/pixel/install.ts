/** `window.MC_PIXEL` (docs/pixel.md#windowmc_pixel): the pixel calls a site owner's scripts make. */

export interface PixelPageApi {
  /** Rejects with the documented messages when the token is missing or expired or the event is empty. */
  fireLogConversionEvent(event: string): Promise<void>;
  /** As a conversion, plus a weight; the currency defaults to USD. */
  fireLogMoneyEvent(event: string, weight: number, currency?: string): Promise<void>;
  /** Any `logEvent` (2 for widget events, 10 for store events); resolves once the event is queued for delivery. */
  fireLogEvent(appId: number, event: string, payload?: unknown): Promise<void>;
}

/** `MC_PIXEL.sessionData`: the pixel session as store integrations read it, a frozen copy. */
export interface PixelSessionData {
  /** '' until the load answer gave the page id. */
  readonly sessionId: string;
  readonly hasOptedIn: boolean;
  readonly pageId: string;
}

/** What `window.MC_PIXEL` is: the calls and the session data. */
export type PixelGlobal = PixelPageApi & { readonly sessionData: PixelSessionData };

type PixelWindow = Window & { MC_PIXEL?: PixelGlobal };

/** Installs the API at once; calls wait inside the pixel for the load answer. Returns the uninstall. */
export function installPageApi(win: Window, api: PixelPageApi, sessionData: () => PixelSessionData): () => void {
  const page = win as PixelWindow;
  // Only these members, frozen: the page sees no internals and cannot rewire the pixel through them.
  const { fireLogConversionEvent, fireLogMoneyEvent, fireLogEvent } = api;
  const installed = Object.freeze({
    fireLogConversionEvent,
    fireLogMoneyEvent,
    fireLogEvent,
    get sessionData() {
      return Object.freeze(sessionData());
    },
  });
  page.MC_PIXEL = installed;
  return () => {
    if (page.MC_PIXEL === installed) delete page.MC_PIXEL;
  };
}
