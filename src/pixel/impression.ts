/**
 * The impression event (docs/widgets.md#references, docs/pixel.md#event-bodies): widget id and type, a guid, the impression
 * hash, the time and version 1.0. Only a widget that opened logs one, so this lives in the page
 * stage rather than in the pixel every page loads.
 */
import { buildImpressionHash, deviceFingerprint } from '../runtime/builders/impression-hash';
import { PIXEL_APP_ID_WIDGET } from '../runtime/constants';
import { impressionPayload } from './bodies';
import type { Impression } from './index';
import type { Pixel } from './page-pixel';

interface ImpressionDeps {
  win: Window;
  pixel: Pick<Pixel, 'logEvent'>;
  /** Each impression's guid: the loader's createGuid (pixel-session-id.ts), so the page stage holds no second copy. */
  guid: () => string;
  now?: () => number;
  random?: () => number;
}

export function createImpressionLogger({
  win,
  pixel,
  guid,
  now = Date.now,
  random = Math.random,
}: ImpressionDeps): (impression: Impression) => void {
  let fingerprint: string | undefined;
  return ({ widgetId, widgetType, instanceId }) => {
    const at = now();
    fingerprint ??= deviceFingerprint(win.navigator, win.screen);
    const hash = buildImpressionHash({ widgetId, widgetType, instanceId, fingerprint, now: at, random });
    pixel.logEvent(PIXEL_APP_ID_WIDGET, 'impression', impressionPayload(widgetId, widgetType, guid(), hash, at));
  };
}
