/** The branded link (spec 1 §1): the provider's site with utm_medium, utm_source, utm_campaign and the widget kind. */
import { POWERED_BY_URL, POWERED_BY_UTM } from '../../runtime/constants';

export function poweredByHref(widgetType: string): string {
  const url = new URL(POWERED_BY_URL);
  for (const [name, value] of Object.entries(POWERED_BY_UTM)) url.searchParams.set(name, value);
  url.searchParams.set('utm_content', widgetType);
  return url.href;
}
