/**
 * The product's own colours, as values rather than custom properties: the defaults a widget's data
 * starts from (docs/elements.md), which the load answer's colours replace. A module of constants
 * alone, so the loader, which merges the defaults, carries nothing else of `styles/`.
 */

/** The brand's blue: a card's background, its call to action's text and the messenger channel's colour. */
export const BRAND_COLOR = '#0084FF';
