/**
 * Where owners place widgets on a page: what the runtime claims (scan-page.ts), and what tells the
 * loader a page needs the page stage at once (boot.ts), from the same selectors.
 */
import { CHECKBOX_CLASS, EMBED_CLASS, LANDING_ELEMENT_ID, PREVIEW_ATTRIBUTE, WIDGET_ID_ATTRIBUTE } from '../constants';

const ID = `[${WIDGET_ID_ATTRIBUTE}]`;

/** Embeds: the classic `mcwidget-embed` element of any tag, or the element itself. */
export const EMBED_SELECTOR = `.${EMBED_CLASS}${ID},mc-box${ID},mc-button${ID}`;
export const CHECKBOX_SELECTOR = `.${CHECKBOX_CLASS}${ID},mc-checkbox${ID}`;
export const LANDING_SELECTOR = `#${LANDING_ELEMENT_ID}${ID}`;
/**
 * The owner preview places any kind, overlays included (docs/elements.md#the-owner-preview): its element, or any element
 * (which becomes the kind's, as an embed's does), carrying `preview` and the widget id.
 */
export const PREVIEW_SELECTOR = `[${PREVIEW_ATTRIBUTE}]${ID}`;

/** Anything the runtime would claim on the page. */
export const PLACED_SELECTOR = `${LANDING_SELECTOR},${EMBED_SELECTOR},${CHECKBOX_SELECTOR},${PREVIEW_SELECTOR}`;
