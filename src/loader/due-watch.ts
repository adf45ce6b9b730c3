/**
 * Until the page stage is loaded, the loader itself decides whether anything needs it, with the
 * rules the runtime opens by (the page kit's `isDue`): a page where no widget is due downloads
 * nothing more. The stage is due at once when the owner placed widgets on the page, or when a kind
 * whose page API lives in the stage is configured (checkbox, customer chat); otherwise once an
 * overlay the host allows is due (a trigger fired, the route changed), or placed widgets arrive
 * with a new route, a swapped body or `MC.parse()`.
 */
import type { WidgetConfig } from '../runtime/config';
import { CHECKBOX_CLASS, elementTag, EMBED_CLASS, LANDING_ELEMENT_ID, PREVIEW_ATTRIBUTE, WIDGET_ID_ATTRIBUTE } from '../runtime/constants';
import type { PageKit } from '../runtime/page-kit';
import type { PageStore } from '../runtime/store';

const ID = `[${WIDGET_ID_ATTRIBUTE}]`;
/** What scan-page.ts claims: a landing, embeds, checkboxes and the owner preview's elements. */
const PLACED = [
  `#${LANDING_ELEMENT_ID}`,
  `.${EMBED_CLASS}${ID}`,
  `.${CHECKBOX_CLASS}${ID}`,
  `${elementTag('box')}${ID}`,
  `${elementTag('button')}${ID}`,
  `${elementTag('checkbox')}${ID}`,
  `[${PREVIEW_ATTRIBUTE}]${ID}`,
].join(',');

const WITH_PAGE_API: readonly string[] = ['checkbox', 'customer_chat'];

export const hasPlacedWidgets = (doc: Document): boolean => doc.querySelector(PLACED) !== null;

/**
 * Watches `overlays` (the kit's overlayCandidates) and the placed widgets. Calls `onDue` once, at
 * once or later: with `true` when a widget is about to render, `false` when only the page API or
 * `force` asked for the stage. Returns `check`, which looks again (for `MC.parse()`).
 */
export function watchForDue(win: Window, store: PageStore, kit: PageKit, overlays: readonly WidgetConfig[], force: boolean, onDue: (render: boolean) => void): () => void {
  let due = false;
  const isDue = () => hasPlacedWidgets(win.document) || overlays.some((widget) => kit.rules.isDue(widget).ok);

  if (force || store.getState().widgets.some((widget) => WITH_PAGE_API.includes(widget.widgetType))) {
    due = true;
    onDue(isDue());
    return () => undefined;
  }
  const check = () => {
    if (due || !isDue()) return;
    due = true;
    unsubscribe();
    onDue(true);
  };
  // Until the runtime takes the kit over and is told in our place.
  kit.tell(check);
  const unsubscribe = store.subscribe(check);
  check();
  return check;
}
