/**
 * The demo storefront's pages. They carry what the store integration looks for on a real Shopify
 * theme (docs/shopify.md#how-it-is-loaded): `window.Shopify.shop`, `ShopifyAnalytics.meta.page.customerId`, and an
 * add-to-cart form posting to `/cart/add`, which a small theme script sends through `/cart/add.js`
 * as AJAX themes do.
 */
import { escapeHtml } from '../../html/escape';
import { NO_PLATFORM_SDK_URL } from '../demo-policy';
import { DEMO_ACCOUNT_ID, DEMO_SHOP_DOMAIN } from '../../seed';
import type { CartLine } from './carts';
import { PRODUCTS, type Product } from './catalog';

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

const THEME_SCRIPT = `
(() => {
  const say = (text) => { const out = document.getElementById('shop-message'); if (out) out.textContent = text; };
  const refreshCount = () => fetch('/cart.js').then((r) => r.json()).then((cart) => {
    for (const badge of document.querySelectorAll('[data-cart-count]')) badge.textContent = String(cart.item_count);
  }).catch(() => undefined);
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.getAttribute('action') !== '/cart/add') return;
    event.preventDefault();
    const data = new FormData(form);
    fetch('/cart/add.js', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: Number(data.get('id')), quantity: Number(data.get('quantity') || 1) }),
    })
      .then((r) => { if (!r.ok) throw new Error(String(r.status)); return r.json(); })
      .then((item) => { say('Added ' + item.title + ' to your cart.'); return refreshCount(); })
      .catch(() => say('That could not be added. Try again.'));
  });
  refreshCount();
})();`;

interface ShopPageOptions {
  title: string;
  hint: string;
  pageType: string;
  body: string;
  productId?: number;
}

function shopPage({ title, hint, pageType, body, productId }: ShopPageOptions): string {
  const analytics = { meta: { page: { customerId: null, pageType }, ...(productId ? { product: { id: productId } } : {}) } };
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Acme Coffee shop</title>
<link rel="stylesheet" href="/site.css">
<script>
window.Shopify = { shop: ${JSON.stringify(DEMO_SHOP_DOMAIN)}, currency: { active: 'USD' } };
window.ShopifyAnalytics = ${JSON.stringify(analytics)};
</script>
</head>
<body class="shop">
<header class="site-header">
  <a class="brand" href="/">Acme Coffee</a>
  <nav><a href="/shop">Shop</a> <a href="/cart">Cart (<span data-cart-count>0</span>)</a></nav>
</header>
<main>
<p class="try">${hint}</p>
<p id="shop-message" role="status"></p>
${body}
</main>
<script>${THEME_SCRIPT}</script>
<script async src="/mc-widgets.js" data-account-id="${DEMO_ACCOUNT_ID}" data-fb-sdk-url="${NO_PLATFORM_SDK_URL}"></script>
</body>
</html>`;
}

export function shopIndexPage(): string {
  const cards = PRODUCTS.map(
    (product) => `<li class="product-card"><a href="/products/${escapeHtml(product.handle)}"><span class="swatch"></span>
      <strong>${escapeHtml(product.title)}</strong> <span>${money(product.variants[0]?.price ?? 0)}</span></a></li>`,
  ).join('\n');
  return shopPage({
    title: 'Shop',
    pageType: 'collection',
    hint: 'Try: open a product and add it to the cart; an SMS offer opens first.',
    body: `<h1>All coffee</h1><ul class="products">${cards}</ul>`,
  });
}

export function productPage(product: Product): string {
  const variant = product.variants[0];
  return shopPage({
    title: product.title,
    pageType: 'product',
    productId: product.id,
    hint: 'Try: click "Add to cart": an SMS offer opens first; subscribe or close it and the item is added. Then <a href="/demo/abandoned-cart">open an abandoned-cart link</a> to see a cart restored.',
    body: `<article class="product">
  <div class="swatch large"></div>
  <div>
    <h1>${escapeHtml(product.title)}</h1>
    <p class="price">${money(variant?.price ?? 0)}</p>
    <p>${escapeHtml(product.description)}</p>
    <form action="/cart/add" method="post" class="add-to-cart">
      <input type="hidden" name="id" value="${variant?.id ?? ''}">
      <label>Quantity <input type="number" name="quantity" value="1" min="1" max="99"></label>
      <button type="submit" name="add">Add to cart</button>
    </form>
  </div>
</article>`,
  });
}

function linesTable(lines: readonly CartLine[]): string {
  if (lines.length === 0) return '<p>Your cart is empty. <a href="/shop">Find a coffee</a>.</p>';
  const rows = lines
    .map(
      ({ product, variant, quantity }) =>
        `<tr><td>${escapeHtml(product.title)} (${escapeHtml(variant.title)})</td><td>${quantity}</td><td>${money(variant.price * quantity)}</td></tr>`,
    )
    .join('');
  const total = lines.reduce((sum, line) => sum + line.variant.price * line.quantity, 0);
  return `<table class="cart-lines"><thead><tr><th>Coffee</th><th>Quantity</th><th>Price</th></tr></thead>
<tbody>${rows}</tbody><tfoot><tr><td colspan="2">Total</td><td>${money(total)}</td></tr></tfoot></table>`;
}

export function cartPage(lines: readonly CartLine[]): string {
  return shopPage({
    title: 'Cart',
    pageType: 'cart',
    hint: 'Try: <a href="/demo/abandoned-cart">open an abandoned-cart link</a>: this cart is replaced by the saved one and you land on checkout.',
    body: `<h1>Your cart</h1>${linesTable(lines)}<p><a class="button" href="/checkout">Check out</a></p>`,
  });
}

export function checkoutPage(lines: readonly CartLine[]): string {
  return shopPage({
    title: 'Checkout',
    pageType: 'checkout',
    hint: 'The end of the demo: a real shop takes payment here.',
    body: `<h1>Checkout</h1>${linesTable(lines)}`,
  });
}
