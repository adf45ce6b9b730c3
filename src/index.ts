/**
 * The loader: the one classic script a page includes (docs/architecture.md#layers). It decides what is due and
 * imports the page stage and the UI chunk only then, so React never costs a page without a widget
 * to show.
 */
import { boot } from './loader/boot';

try {
  boot(window);
} catch (error) {
  // The host page must never see our failure as its own.
  console.warn('[mc] widgets could not start:', error);
}
