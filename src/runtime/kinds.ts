/**
 * What each widget kind is, in one table (docs/elements.md, "The kinds"): every per-kind list the
 * code asks is derived from it, so a kind's facts are stated once. A kind's facts are bits, so the
 * loader, which reads some of them, carries one number per kind rather than an object (the facts
 * most kinds have take the low bits, so the numbers stay short).
 */

/** Drawn by a custom element of its own: `mc-` and the kind, dashed (`slide_in` → `mc-slide-in`). */
export const ELEMENT = 1;
/** Shows the platform's plugin on the `fb` channel, so the platform's SDK is asked for. */
export const PLUGIN = 2;
/** Created by the runtime at the end of `<body>`, not placed by the owner. */
export const OVERLAY = 4;
/** Appears by a trigger: by default at 30 % scroll, again after 3 days, never again once closed. */
export const TRIGGERED = 8;
/** An overlay that takes turns with the others and counts towards the account's cap (rules/overlay-turns.ts). */
export const TAKES_TURNS = 16;
/** Stays in the page after a submit: it marks submitted, even before a redirect, and never closes. */
export const STAYS_AFTER_SUBMIT = 32;
/** Placed by the owner in a `.mcwidget-embed` element. */
export const EMBED = 64;
/** Covers the page: no other overlay that takes turns opens over it. */
export const BLOCKING = 128;
/** Its view comes in the chat kinds' chunk (react/widgets/chat-kinds.ts), fetched only when one is configured. */
export const CHAT_VIEW = 256;
/** Has a page API of its own, which lives in the page stage: the stage is fetched as soon as one is configured. */
export const PAGE_API = 512;
/** Watches the page's signals whatever its trigger (the launcher opens its popover by them). */
export const PAGE_SIGNALS = 1024;

const KINDS = {
  bar: ELEMENT | OVERLAY | TRIGGERED | TAKES_TURNS | PLUGIN,
  slide_in: ELEMENT | OVERLAY | TRIGGERED | TAKES_TURNS | PLUGIN,
  modal: ELEMENT | OVERLAY | TRIGGERED | TAKES_TURNS | BLOCKING | PLUGIN,
  page_takeover: ELEMENT | OVERLAY | TRIGGERED | TAKES_TURNS | BLOCKING | PLUGIN,
  button: ELEMENT | EMBED | STAYS_AFTER_SUBMIT | PLUGIN,
  box: ELEMENT | EMBED | STAYS_AFTER_SUBMIT | PLUGIN,
  landing: ELEMENT | TRIGGERED | STAYS_AFTER_SUBMIT | PLUGIN,
  customer_chat: ELEMENT | OVERLAY | CHAT_VIEW | PAGE_API,
  checkbox: ELEMENT | PLUGIN | CHAT_VIEW | PAGE_API,
  omnichat: ELEMENT | OVERLAY | CHAT_VIEW | PAGE_SIGNALS,
  // Configured on the server but never embedded in a page.
  messenger_ref_url: 0,
  ads_json: 0,
  feed_comment: 0,
  messenger_code: 0,
} as const;

export type WidgetType = keyof typeof KINDS;
/** The kinds with an element: every kind whose facts are not the literal 0. */
export type RenderedWidgetType = { [K in WidgetType]: (typeof KINDS)[K] extends 0 ? never : K }[WidgetType];

/** Whether a kind (any string: a kind this build does not know has no facts) has a fact. */
export const isKind = (type: string, fact: number): boolean => !!((KINDS as Record<string, number>)[type]! & fact);

/** Every kind, in the table's order. */
export const KNOWN_WIDGET_TYPES = /* @__PURE__ */ Object.keys(KINDS) as readonly WidgetType[];
/** The kinds with a fact, in the table's order. */
export const kindsWith = (fact: number): readonly WidgetType[] => KNOWN_WIDGET_TYPES.filter((type) => isKind(type, fact));

export const RENDERED_WIDGET_TYPES = /* @__PURE__ */ kindsWith(ELEMENT) as readonly RenderedWidgetType[];
export const OVERLAY_WIDGET_TYPES = /* @__PURE__ */ kindsWith(OVERLAY) as readonly RenderedWidgetType[];

/** The custom element that renders a kind: `mc-` and the kind, dashed (`slide_in` → `mc-slide-in`). */
export const elementTag = (type: RenderedWidgetType): string => `mc-${type.replace(/_/g, '-')}`;
export const ELEMENT_TAG_BY_TYPE: Readonly<Record<RenderedWidgetType, string>> = /* @__PURE__ */ Object.fromEntries(
  /* @__PURE__ */ RENDERED_WIDGET_TYPES.map((type) => [type, elementTag(type)]),
) as Record<RenderedWidgetType, string>;
