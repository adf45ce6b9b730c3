/**
 * Until the page stage is loaded, the loader itself decides whether anything needs it, with the
 * same rules the runtime opens by: a page where no widget is due downloads nothing more.
 * The stage is due at once when the owner placed widgets on the page, or when a kind whose page
 * API lives in the stage is configured (checkbox, customer chat); otherwise once an overlay the
 * host allows passes its open guards (a trigger fired, the route changed), or placed widgets
 * arrive with a new route, a swapped body or `MC.parse()`.
 */
import type { AppConfig, WidgetConfig } from '../config';
import { CHECKBOX_CLASS, elementTag, EMBED_CLASS, LANDING_ELEMENT_ID, OVERLAY_WIDGET_TYPES, PREVIEW_ATTRIBUTE, WIDGET_ID_ATTRIBUTE } from '../constants';
import { watchRoutes } from '../navigation';
import { watchBodySwap } from '../page/body-swap';
import { canShowAgain, detectDevice, isDeviceAllowed, isEntranceReady, isHostAllowed, isUrlAllowed, needsHostWhitelist } from '../rules';
import type { PageStore } from '../store';
import { startPageTriggers } from '../triggers/page-triggers';

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

const OVERLAYS: readonly string[] = OVERLAY_WIDGET_TYPES;
const WITH_PAGE_API: readonly string[] = ['checkbox', 'customer_chat'];

export const hasPlacedWidgets = (doc: Document): boolean => doc.querySelector(PLACED) !== null;

/** The overlays the runtime creates on this page: those the host whitelist allows (spec 2 §4). */
export function overlayCandidates(widgets: readonly WidgetConfig[], app: AppConfig, hostname: string): WidgetConfig[] {
  return widgets.filter(
    (widget) =>
      OVERLAYS.includes(widget.widgetType) &&
      (!needsHostWhitelist({ widget_type: widget.widgetType, channel: widget.channel }, app.widgetPhone) || isHostAllowed(app.whitelist, hostname)),
  );
}

/**
 * Watches the overlays the runtime would create (overlayCandidates) and the placed widgets.
 * Calls `onDue` once, at once or later: with `true` when a widget is about to render, `false` when
 * only the page API or `force` asked for the stage. Returns `check`, which looks
 * again (for `MC.parse()`). After the hand-over the triggers run on until the route changes, so
 * the delays of the page's other widgets still count from the page's start.
 */
export function watchForDue(win: Window, store: PageStore, overlays: readonly WidgetConfig[], force: boolean, onDue: (render: boolean) => void): () => void {
  const doc = win.document;
  const { widgets } = store.getState();
  const device = detectDevice(win.navigator.userAgent, win.navigator.maxTouchPoints ?? 0, win.innerWidth);
  let due = false;
  let stopTriggers = () => undefined as void;
  const disposers: (() => void)[] = [];

  // The open guards of a trigger (rules/open-guards.ts in 'trigger' mode), asked of the rules themselves.
  const isDue = () => {
    const { page, session } = store.getState();
    return (
      hasPlacedWidgets(doc) ||
      overlays.some(
        ({ widgetId, display }) =>
          isUrlAllowed(display, win.location.href) &&
          canShowAgain(display, session.widgets[widgetId] ?? {}, Date.now()) &&
          isDeviceAllowed(display.hideOnMobile, device) &&
          isEntranceReady(display.whenDisplay, page),
      )
    );
  };

  function check(): void {
    if (due || !isDue()) return;
    due = true;
    for (const dispose of disposers.splice(0)) dispose();
    const stopRoute = watchRoutes(win, () => {
      stopRoute();
      stopTriggers();
    });
    onDue(true);
  }

  if (force || widgets.some((widget) => WITH_PAGE_API.includes(widget.widgetType))) {
    due = true;
    onDue(isDue());
    return check;
  }
  stopTriggers = startPageTriggers(win, store, overlays, device);
  disposers.push(
    store.subscribe(check),
    watchRoutes(win, (url) => {
      if (url !== store.getState().route.url) store.routeChanged(url, Date.now());
      stopTriggers();
      stopTriggers = startPageTriggers(win, store, overlays, device);
      check();
    }),
    watchBodySwap(win, check),
  );
  check();
  return check;
}
