/** What a Shopify storefront tells about itself (docs/shopify.md#how-it-is-loaded). */

type ShopWindow = Window & {
  Shopify?: { shop?: unknown };
  ShopifyAnalytics?: { meta?: { page?: { customerId?: unknown } } };
};

export function shopDomain(win: Window): string {
  const shop = (win as ShopWindow).Shopify?.shop;
  return typeof shop === 'string' ? shop : '';
}

/** The signed-in customer's id, or '' for a guest. */
export function customerId(win: Window): string {
  try {
    const id = (win as ShopWindow).ShopifyAnalytics?.meta?.page?.customerId;
    return (typeof id === 'number' && id > 0) || (typeof id === 'string' && id.trim()) ? String(id).trim() : '';
  } catch {
    return '';
  }
}

/** The cart token is the `cart` cookie. */
export function cartToken(doc: Document): string {
  let cookies = '';
  try {
    cookies = doc.cookie;
  } catch {
    // A sandboxed document throws on cookie access: no cart to see.
  }
  for (const part of cookies.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== 'cart') continue;
    const value = part.slice(at + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return '';
}
