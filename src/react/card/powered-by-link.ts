/** The branded link (docs/widgets.md#powered-by): the provider's site with utm_medium, utm_source, utm_campaign and the widget kind. */
import { POWERED_BY_URL, POWERED_BY_UTM } from '../../runtime/constants';
import { memoByString } from '../bounded-cache';

/** Built once per widget kind: every card renders it, and building a URL is not free. */
export const poweredByHref: (widgetType: string) => string = memoByString((widgetType) => {
  const url = new URL(POWERED_BY_URL);
  for (const [name, value] of Object.entries(POWERED_BY_UTM)) url.searchParams.set(name, value);
  url.searchParams.set('utm_content', widgetType);
  return url.href;
}, 32);
