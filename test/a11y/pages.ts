/**
 * What the accessibility audit's pages are made of: an accessible host page (language, title, a
 * main landmark, a heading) around the loader, widget data per kind, and reading where focus is
 * inside the widgets' shadow roots.
 */
import type { BrowserContext, Page } from 'playwright-core';

/** The platform's SDK cannot load: messenger cards show their `Go to Messenger` fallback at once. */
export const BLOCKED_SDK = '/blocked/sdk.js';

export const APP = { pageId: '1234567', fb_page_id: '1234567', appId: '9876', page_name: 'Acme Roasters' };

/**
 * A host page that is itself clean for axe, so every finding is the widgets'. The root element
 * fills the viewport: a blocking dialog locks the page's scrolling with `overflow: hidden` on it,
 * and axe then counts whatever lies outside the root's box as clipped, so on a short page it would
 * skip the dialog's text instead of measuring its contrast.
 */
export function hostPage(body: string, attributes = `data-fb-sdk-url="${BLOCKED_SDK}"`, head = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Acme Roasters</title><style>html { min-height: 100%; }</style>${head}</head><body>
<main><h1>Acme Roasters</h1><p><a id="page-link" href="#about">About us</a></p>${body}</main>
<script async src="/dist/mc-widgets.js" data-account-id="1234567" ${attributes}></script></body></html>`;
}

/** The main and submitted sections of a card whose every rule lets it show at once. */
export function cardData(title: string, main: Record<string, unknown> = {}) {
  return {
    main: {
      title,
      desc: `<p>News about ${title.toLowerCase()}, once a week.</p>`,
      showDescription: true,
      whenDisplay: ['immediately', 0],
      showAgain: ['always', 0],
      showAgainIfClosed: ['always', 0],
      ...main,
    },
    submitted: { title: `${title}: thank you`, desc: '<p>See you in Messenger.</p>', showDescription: true, ctaText: 'Open Messenger' },
  };
}

/** The messenger's site answers for itself: this machine has no way out. */
export async function fakeMessenger(context: BrowserContext): Promise<void> {
  await context.route('https://m.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Messenger</title>' }),
  );
}

export interface FocusInfo {
  /** The host element's tag when focus is inside a widget's shadow root, else ''. */
  host: string;
  /** The `part` of the focused element inside the shadow root (or its role), else ''. */
  part: string;
  role: string;
  /** The focused element's tag (inside the shadow root when there is one). */
  tag: string;
  id: string;
  text: string;
}

/** Where focus is, looking through shadow roots. */
export async function focusInfo(page: Page): Promise<FocusInfo> {
  return page.evaluate(() => {
    let element: Element | null = document.activeElement;
    let host = '';
    while (element?.shadowRoot?.activeElement) {
      host = element.tagName.toLowerCase();
      element = element.shadowRoot.activeElement;
    }
    return {
      host,
      part: element?.getAttribute('part') ?? '',
      role: element?.getAttribute('role') ?? '',
      tag: element?.tagName.toLowerCase() ?? '',
      id: element?.id ?? '',
      text: (element?.textContent ?? '').trim().slice(0, 80),
    };
  });
}

/**
 * Presses Tab (or Shift+Tab) until focus satisfies `reached`, at most `limit` times, and gives
 * back the focus stops passed on the way (for a failing assertion's message).
 */
export async function tabUntil(
  page: Page,
  reached: (focus: FocusInfo) => boolean,
  { limit = 20, shift = false } = {},
): Promise<FocusInfo[]> {
  const stops: FocusInfo[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
    const focus = await focusInfo(page);
    stops.push(focus);
    if (reached(focus)) return stops;
  }
  throw new Error(
    `focus never got there in ${limit} presses; it went: ${stops.map((stop) => `${stop.host}>${stop.tag}[${stop.part || stop.role || stop.id}]`).join(', ')}`,
  );
}

/**
 * Waits until focus satisfies `reached` (a dialog gives focus back a task after it closes, and the
 * browser moves focus off a control that became inert at its next rendering step) and gives back
 * where focus was last seen, for the assertion.
 */
export async function settledFocus(page: Page, reached: (focus: FocusInfo) => boolean, timeoutMs = 2000): Promise<FocusInfo> {
  const deadline = Date.now() + timeoutMs;
  let focus = await focusInfo(page);
  while (!reached(focus) && Date.now() < deadline) {
    await page.waitForTimeout(25);
    focus = await focusInfo(page);
  }
  return focus;
}
