/**
 * The opt-in check (docs/opt-in.md#opt-in-poll), the pixel call that answers its caller with the server's word.
 * Only widgets ask it, so it is part of the page stage's chunk (dist/ui/mc-page.js, page-pixel.ts).
 * The pixel's events (MC_PIXEL and the widgets') live in the loader: they must be queued the
 * moment they are fired (index.ts).
 */
import { PIXEL_PAGE_ID_REQUIRED } from '../runtime/constants';
import { request } from '../runtime/network';
import type { PixelSession } from './pixel-session';

interface PixelCallDeps {
  /** Settles once the pixel is configured. */
  ready: Promise<void>;
  /** The configured page; none means `Page Id is required!`. */
  page(): { pageId: string; host: string } | undefined;
  session(): PixelSession | undefined;
  markOptedIn(): void;
}

/**
 * Asks the server unless the session already knows the visitor opted in; a yes is cached in the
 * session. With a widget id the question is whether the visitor opted in through that widget's own
 * flow (docs/server.md): always asked, so one widget is never credited with another's opt-in.
 */
export async function checkOptin({ ready, page, session, markOptedIn }: PixelCallDeps, widgetId?: number): Promise<boolean> {
  await ready;
  const target = page();
  if (!target) throw new Error(PIXEL_PAGE_ID_REQUIRED);
  if (widgetId === undefined && session()?.hasOptedIn) return true;
  const answer = await request<{ has_opted_in?: unknown } | undefined>('GET', `${target.host}/pixel/checkOptin`, {
    query: { account_id: target.pageId, session_id: session()?.sessionId, widget_id: widgetId },
  });
  const yes = answer?.has_opted_in === true || answer?.has_opted_in === 1;
  if (yes) markOptedIn();
  return widgetId === undefined ? session()?.hasOptedIn === true : yes;
}
