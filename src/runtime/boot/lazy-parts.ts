/**
 * The rules and triggers that only some widgets need, fetched as chunks beside the UI chunk before
 * the loader's first decision: the list rules (URL patterns, the host whitelist) when a widget has
 * URL lists or the host whitelist applies, the anchor and exit-intent triggers when a widget opens
 * on one. The loader holds stand-ins for them (rules/lazy-lists.ts, triggers/lazy-triggers.ts);
 * the npm package and the tests bundle the real ones.
 */
import type { AppConfig, WidgetConfig } from '../config';
import { needsHostWhitelist } from '../rules/host-restricted';
import { provideListRules } from '../rules/lazy-lists';
import { meaningfulEntries } from '../rules/url-rule';
import { provideOptionalTriggers } from '../triggers/lazy-triggers';

export const LIST_RULES_PATH = 'ui/mc-lists.js';
export const OPTIONAL_TRIGGERS_PATH = 'ui/mc-triggers.js';

const hasEntries = (list: readonly string[]) => meaningfulEntries(list).length > 0;

/** Resolves once what the widgets need is in; rejects when a needed chunk cannot be fetched. */
export async function loadLazyParts(app: AppConfig, widgets: readonly WidgetConfig[], load: (path: string) => Promise<unknown>): Promise<void> {
  const lists = widgets.some(
    ({ display, widgetType, channel }) =>
      hasEntries(display.urlWhitelist) ||
      hasEntries(display.urlBlacklist) ||
      (hasEntries(app.whitelist) && needsHostWhitelist({ widget_type: widgetType, channel }, app.widgetPhone)),
  );
  const triggers = widgets.some(({ display }) => display.whenDisplay[0] === 'anchor' || display.whenDisplay[0] === 'exit_intent');
  await Promise.all([
    lists && load(LIST_RULES_PATH).then((module) => provideListRules(module as Parameters<typeof provideListRules>[0])),
    triggers && load(OPTIONAL_TRIGGERS_PATH).then((module) => provideOptionalTriggers(module as Parameters<typeof provideOptionalTriggers>[0])),
  ]);
}
