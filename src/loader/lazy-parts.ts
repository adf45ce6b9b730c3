/**
 * The rules and triggers that only some widgets need, fetched as chunks beside the UI chunk before
 * the loader's first decision: the list rules (URL patterns, the host whitelist) when a widget has
 * URL lists or the host whitelist applies; the page triggers (scroll, time on page, exit intent,
 * anchors) when a widget opens on one, or a launcher is configured (the UI opens its popover by
 * the same page signals). What comes is handed to the page kit (runtime/page-kit.ts) as its parts.
 */
import { LISTS_CHUNK, TRIGGERS_CHUNK, type ImportChunk } from '../runtime/chunks';
import type { PageAppConfig, WidgetConfig } from '../runtime/config';
import { isKind, PAGE_SIGNALS } from '../runtime/kinds';
import type { PageParts, PageTriggers } from '../runtime/page-kit';
import { needsHostWhitelist } from '../runtime/rules/host-restricted';
import type { ListRules } from '../runtime/rules/lists';
import { meaningfulEntries } from '../runtime/rules/url-rule';

/** Every mode but `immediately` and `add_to_cart` (the store integration's) waits for a page signal. */
const SIGNALLED: readonly string[] = ['scroll', 'delay', 'exit_intent', 'anchor'];

const hasEntries = (list: readonly string[]) => meaningfulEntries(list).length > 0;

/** Resolves with what the widgets need; rejects when a needed chunk cannot be fetched. */
export async function loadLazyParts(app: PageAppConfig, widgets: readonly WidgetConfig[], load: ImportChunk): Promise<PageParts> {
  const lists = widgets.some(
    ({ display, widgetType, channel }) =>
      hasEntries(display.urlWhitelist) ||
      hasEntries(display.urlBlacklist) ||
      (hasEntries(app.whitelist) && needsHostWhitelist({ widget_type: widgetType, channel }, app.widgetPhone)),
  );
  const triggers = widgets.some(
    ({ display, widgetType }) => SIGNALLED.includes(display.whenDisplay[0]) || isKind(widgetType, PAGE_SIGNALS),
  );
  const [listRules, pageTriggers] = await Promise.all([
    lists ? (load(LISTS_CHUNK) as Promise<ListRules>) : undefined,
    triggers ? (load(TRIGGERS_CHUNK) as Promise<PageTriggers>) : undefined,
  ]);
  return { lists: listRules, triggers: pageTriggers };
}
