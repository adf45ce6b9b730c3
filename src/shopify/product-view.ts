/**
 * On a product page (its path contains `/products/`), the product is read from `{path}.json` and a
 * `page_view` store event names it (docs/shopify.md#what-it-does-in-order): the page's URL without query or hash, the product
 * id as `entity_id`, `entity_type` product, and the user agent.
 */
import type { ShopCalls } from './shop-calls';
import type { ShopHost } from './shop-host';
import { messageOf, shopLog } from './shop-log';

export async function trackProductView({ win, pixel }: Pick<ShopHost, 'win' | 'pixel'>, calls: Pick<ShopCalls, 'product'>): Promise<void> {
  const { origin, pathname } = win.location;
  if (!pathname.includes('/products/')) return;
  try {
    const answer = await calls.product(pathname.replace(/\/+$/, ''));
    const id = answer?.product?.id;
    if ((typeof id !== 'number' || !Number.isSafeInteger(id)) && (typeof id !== 'string' || !id)) throw new Error('the product has no id');
    pixel.logStoreEvent('page_view', {
      url: `${origin}${pathname}`,
      entity_id: id,
      entity_type: 'product',
      user_agent: win.navigator.userAgent,
    });
  } catch (error) {
    shopLog.warn(`product page view not tracked: ${messageOf(error)}`);
  }
}
