/**
 * The chunks the stages import, by their paths beside the loader (docs/architecture.md), and the one
 * way to import one: an `ImportChunk` the entry hands down as an argument. The snippet's loader
 * imports each chunk relative to its own URL (loader/boot.ts); the npm package (src/package.ts)
 * hands its own, which returns the modules it bundles up front, by the same paths.
 * Constants rather than one object, so each bundle carries only the paths it imports.
 */

/** The page stage (stage/page-stage.ts), once a widget is due, placed, or has a page API of its own. */
export const STAGE_CHUNK = 'ui/mc-page.js';
/** The UI (elements/ui-chunk-entry.ts), the first time an element renders. */
export const UI_CHUNK = 'ui/mc-ui.js';
/**
 * DOMPurify with the product's allow-list (react/purify.ts), for owner text with markup: the UI imports it,
 * and, when a widget's texts hold markup, the loader asks for it beside the stage and the UI (loader/boot.ts)
 * and the page stage again as an instance is about to render (a page whose stage came first).
 */
export const PURIFY_CHUNK = 'ui/mc-purify.js';
/**
 * The views of the launcher, the customer chat and the checkbox (react/widgets/chat-kinds.ts), for a page with one of
 * them: the UI imports it as it starts, and the page stage asks for it as an instance is about to render, beside the UI.
 */
export const CHAT_CHUNK = 'ui/mc-chat.js';
/** The list rules (runtime/rules/list-rules.ts), for widgets with URL lists or a host whitelist. */
export const LISTS_CHUNK = 'ui/mc-lists.js';
/** The page triggers (runtime/triggers/page-triggers.ts), for widgets that open on a page signal. */
export const TRIGGERS_CHUNK = 'ui/mc-triggers.js';
/** The pixel's live sending (pixel/sending.ts), the first time an event waits to be sent. */
export const SENDING_CHUNK = 'ui/mc-send.js';
/** The store integration (shopify/index.ts), on Shopify storefronts only. */
export const SHOP_CHUNK = 'ui/mc-shopify.js';

/** Imports a chunk by its path beside the loader; the caller knows the module's shape. */
export type ImportChunk = (path: string) => Promise<unknown>;
