/**
 * Every opt-in path says so with the analytics event (`type: 'optin'`, `status: 'positive'`)
 * and a description naming the path (POSITIVE_STATUSES): the dashboard counts the confirmed ones as
 * opt-ins and shows the intent (a link or an app opened) apart. A confirmed one carries its consent:
 * the texts the visitor was shown and the page (docs/server.md, "Consent on record"). A lost event
 * must not break the opt-in that caused it.
 */
import { LOG_PREFIX, type PositiveStatus } from '../../runtime/constants';
import type { Analytics } from '../../runtime/types';
import type { UiPixel } from '../../runtime/ui-host';

/** The consent of a confirmed opt-in: the button the visitor used and the legal text beside it, on this page. */
export const shownConsent = (buttonText: string, legalText = ''): NonNullable<Analytics['consent']> => ({
  button_text: buttonText,
  legal_text: legalText,
  page_url: location.href,
});

export function reportOptIn(
  pixel: Pick<UiPixel, 'logAnalytics'>,
  widget: { widgetId: number; widgetType: string },
  path: PositiveStatus,
  consent?: Analytics['consent'],
): void {
  try {
    pixel.logAnalytics({
      widgetId: widget.widgetId,
      widgetType: widget.widgetType,
      type: 'optin',
      status: 'positive',
      statusDescription: path,
      ...(consent && { consent }),
    });
  } catch (error) {
    console.warn(`${LOG_PREFIX} the opt-in event could not be logged:`, error);
  }
}
