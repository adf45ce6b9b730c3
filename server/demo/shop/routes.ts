/**
 * A small storefront that answers like a Shopify theme, so the store integration can be tried
 * without a shop: product pages and `/products/{handle}.json`, `/cart.js`, `/cart/add.js`,
 * `/cart/clear.js`, `/cart/add` for a form without script, `/cart`, `/checkout`, and the `cart`
 * cookie.
 */
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { ensureCart } from './cart-cookie';
import { cartJson } from './cart-json';
import { createDemoCarts } from './carts';
import { findProduct, findVariant } from './catalog';
import { cartPage, checkoutPage, productPage, shopIndexPage } from './pages';

interface LineItem {
  id: number;
  quantity: number;
}

const lineItemSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 }, quantity: { type: 'integer', minimum: 1, maximum: 99, default: 1 } },
} as const;

export async function demoShop(app: FastifyInstance): Promise<void> {
  const carts = createDemoCarts();

  // A theme's add-to-cart form posts url-encoded fields when no script takes it over.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get('/shop', (_request, reply) => reply.type('text/html; charset=utf-8').send(shopIndexPage()));

  app.get<{ Params: { handle: string } }>('/products/:handle', (request, reply) => {
    const { handle } = request.params;
    const asJson = handle.endsWith('.json');
    const product = findProduct(asJson ? handle.slice(0, -'.json'.length) : handle);
    if (!product) return notFound(reply, 'there is no such product');
    if (asJson)
      return reply.send({ product: { id: product.id, title: product.title, handle: product.handle, variants: product.variants } });
    ensureCart(request, reply, carts);
    return reply.type('text/html; charset=utf-8').send(productPage(product));
  });

  app.get('/cart.js', (request, reply) => {
    const token = ensureCart(request, reply, carts);
    return reply.header('cache-control', 'no-store').send(cartJson(token, carts.lines(token)));
  });

  app.post<{ Body: Partial<LineItem> & { items?: LineItem[] } }>(
    '/cart/add.js',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            ...lineItemSchema.properties,
            items: { type: 'array', minItems: 1, maxItems: 20, items: lineItemSchema },
          },
          // One line item, or several under `items`, as Shopify's cart API takes them.
          anyOf: [{ required: ['id'] }, { required: ['items'] }],
        },
      },
    },
    (request, reply) => {
      const token = ensureCart(request, reply, carts);
      const items: LineItem[] = request.body.items ?? [{ id: request.body.id as number, quantity: request.body.quantity ?? 1 }];
      if (!items.every((item) => findVariant(item.id))) {
        return reply.code(422).send({ status: 422, message: 'Cart Error', description: 'Cannot find variant' });
      }
      for (const item of items) carts.add(token, item.id, item.quantity);
      const added = cartJson(token, carts.lines(token)).items.filter((line) => items.some((item) => item.id === line.id));
      return reply.send(request.body.items ? { items: added } : added[0]);
    },
  );

  app.post<{ Body: LineItem }>('/cart/add', { schema: { body: lineItemSchema } }, (request, reply) => {
    const token = ensureCart(request, reply, carts);
    carts.add(token, request.body.id, request.body.quantity);
    return reply.redirect('/cart', 303);
  });

  app.post('/cart/clear.js', (request, reply) => {
    const token = ensureCart(request, reply, carts);
    carts.clear(token);
    return reply.send(cartJson(token, []));
  });

  app.get('/cart', (request, reply) => {
    const token = ensureCart(request, reply, carts);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(cartPage(carts.lines(token)));
  });

  app.get('/checkout', (request, reply) => {
    const token = ensureCart(request, reply, carts);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(checkoutPage(carts.lines(token)));
  });
}
