/** The cart as Shopify's `/cart.js` answers it (the fields a theme or the store integration reads). */
import type { CartLine } from './carts';

export function cartJson(token: string, lines: readonly CartLine[]) {
  const items = lines.map(({ product, variant, quantity }) => ({
    id: variant.id,
    variant_id: variant.id,
    product_id: product.id,
    handle: product.handle,
    title: `${product.title} - ${variant.title}`,
    quantity,
    price: variant.price,
    line_price: variant.price * quantity,
  }));
  return {
    token,
    item_count: items.reduce((sum, item) => sum + item.quantity, 0),
    total_price: items.reduce((sum, item) => sum + item.line_price, 0),
    currency: 'USD',
    items,
  };
}
