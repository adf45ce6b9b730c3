/**
 * A confirmed opt-in carries its consent: the texts the visitor was shown and the page
 * (docs/server.md, "Consent on record"). The view that showed them names them when it tells the
 * store the visitor's opt-in path (the store's `acted`).
 */
import type { Analytics } from '../../runtime/types';

/** The consent of a confirmed opt-in: the button the visitor used and the legal text beside it, on this page. */
export const shownConsent = (buttonText: string, legalText = ''): NonNullable<Analytics['consent']> => ({
  button_text: buttonText,
  legal_text: legalText,
  page_url: location.href,
});
