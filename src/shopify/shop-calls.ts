/**
 * The calls of the store integration (docs/server.md#the-visitor-api): the `/shopify/*` calls to the product's server,
 * and the shop's own cart and product endpoints, on the page's origin. Each rejects with a
 * NetworkError, whose URL has the token and hmac values redacted.
 */
import type { request as Request } from '../runtime/network';

export interface LineItem {
  id: number;
  quantity: number;
}

export interface AbandonedCartAnswer {
  state?: unknown;
  payload?: { line_items?: unknown };
  redirect_target?: unknown;
}

export type ShopCalls = ReturnType<typeof createShopCalls>;

export function createShopCalls(request: typeof Request, serverBase: string, shop: string) {
  const server = (path: string, query: Record<string, string>) =>
    request<unknown>('GET', `${serverBase}/shopify/${path}`, { query: { ...query, shop } });
  return {
    shopInfo: () => server('getShopInfo', {}) as Promise<{ page_id?: unknown } | undefined>,
    cart: (token: string, hmac: string) => server('getCart', { token, hmac }) as Promise<AbandonedCartAnswer | undefined>,
    repairCart: (token: string, hmac: string, tokenNew: string) => server('repairCart', { token, hmac, token_new: tokenNew }),
    /** Shopify answers `{path}.json` on a product page with the product. */
    product: (path: string) => request<{ product?: { id?: unknown } } | undefined>('GET', `${path}.json`),
    clearCart: () => request<{ token?: unknown } | undefined>('POST', '/cart/clear.js'),
    addLine: (item: LineItem) => request<unknown>('POST', '/cart/add.js', { body: item }),
  };
}
