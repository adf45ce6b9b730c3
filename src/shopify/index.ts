/**
 * The store integration's chunk (dist/ui/mc-shopify.js), imported by the loader on a Shopify
 * storefront once the widgets are loaded (docs/shopify.md#how-it-is-loaded, docs/shopify.md#what-it-does-in-order). In order: the shop's
 * account is checked
 * (`getShopInfo`); the pixel session's store events start; an abandoned-cart link restores the cart,
 * any other page arms the add-to-cart interceptor; product pages log their `page_view`.
 */
import { ABANDONED_CART_PARAMS } from '../runtime/constants';
import { interceptAddToCart } from './add-to-cart/intercept';
import { restoreCart } from './restore/restore-cart';
import { createCartTokenPoll } from './session/cart-token-poll';
import { watchRequests } from './session/request-watch';
import { createSessionEvents } from './session/session-events';
import { createShopCalls, type ShopCalls } from './shop-calls';
import type { ShopHost } from './shop-host';
import { messageOf, shopLog } from './shop-log';
import { shopDomain } from './shop-page';

/**
 * On a product page (its path contains `/products/`), the product is read from `{path}.json` and a
 * `page_view` store event names it (docs/shopify.md#what-it-does-in-order): the page's URL without query or hash, the product
 * id as `entity_id`, `entity_type` product, and the user agent.
 */
async function trackProductView({ win, pixel }: Pick<ShopHost, 'win' | 'pixel'>, calls: Pick<ShopCalls, 'product'>): Promise<void> {
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

export type { ShopHost, ShopModule } from './shop-host';

/** `keep` holds what undoes a step; once stopped, it undoes at once. */
async function run(host: ShopHost, keep: (...stops: (() => void)[]) => void): Promise<void> {
  const { win } = host;
  const shop = shopDomain(win);
  const calls = createShopCalls(host.request, host.serverBase, shop);
  const info = await calls.shopInfo();
  const pageId = info?.page_id;
  // Events of a shop linked to another account (or to none) must not land in this one.
  if ((typeof pageId !== 'string' && typeof pageId !== 'number') || String(pageId) !== host.pageId) {
    return shopLog.warn(`the shop ${shop} is not linked to account ${host.pageId}; store integration off`);
  }
  const session = createSessionEvents(host, shop);
  session.start();
  const params = new URL(win.location.href).searchParams;
  const token = params.get(ABANDONED_CART_PARAMS.token);
  const hmac = params.get(ABANDONED_CART_PARAMS.hmac);
  if (token && hmac) {
    const link = () => (session.checkCart(), session.checkCustomer());
    // The visitor is on the way to checkout: this page was not really viewed.
    if (await restoreCart({ win, calls, token, hmac, debug: host.debug, link })) return;
  } else {
    const cartPoll = createCartTokenPoll(session.checkCart);
    keep(interceptAddToCart(host, cartPoll.poll), cartPoll.stop);
  }
  keep(watchRequests(win, session.checkCart));
  await trackProductView(host, calls);
}

/** Starts the integration; never throws into the page. Returns what stops it. */
export function startShop(host: ShopHost): () => void {
  const stops: (() => void)[] = [];
  let stopped = false;
  const keep = (...more: (() => void)[]) => (stopped ? more.forEach((stop) => stop()) : stops.push(...more));
  run(host, keep).catch((error: unknown) => shopLog.warn(`store integration stopped: ${messageOf(error)}`));
  return () => {
    stopped = true;
    for (const stop of stops.splice(0)) stop();
  };
}
