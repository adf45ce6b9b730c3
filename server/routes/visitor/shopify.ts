/**
 * The store integration's calls (docs/server.md#the-visitor-api): which account a shop belongs to, and the
 * abandoned cart behind a restore link. A cart is only given out for a link whose HMAC is right;
 * a wrong or unknown one answers `{state: false}`, which the client reports as
 * "Abandoned Cart not valid!".
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { cartTokenSchema, shopDomainSchema } from '../../http/schemas';
import { isCartHmacValid } from '../../security/cart-hmac';
import type { AbandonedCartRecord } from '../../storage/storage';

interface CartQuery {
  token: string;
  hmac: string;
  shop?: string;
}

interface RepairQuery extends CartQuery {
  token_new: string;
}

const cartQueryProperties = {
  token: cartTokenSchema,
  hmac: { type: 'string', minLength: 1, maxLength: 200 },
  shop: { type: 'string', maxLength: 253 },
} as const;

function belongsToShop(cart: AbandonedCartRecord, shop: string | undefined): boolean {
  return !cart.shop || !shop || cart.shop === shop.toLowerCase();
}

export function registerShopifyRoutes(app: FastifyInstance, { storage, secrets }: ServerContext): void {
  const findCart = async (query: CartQuery): Promise<AbandonedCartRecord | undefined> => {
    if (!isCartHmacValid(secrets.shopifyHmacSecret, query.token, query.hmac)) return undefined;
    const cart = await storage.getAbandonedCart(query.token);
    return cart && belongsToShop(cart, query.shop) ? cart : undefined;
  };

  app.get<{ Querystring: { shop: string } }>(
    '/shopify/getShopInfo',
    { schema: { querystring: { type: 'object', required: ['shop'], properties: { shop: shopDomainSchema } } } },
    async (request, reply) => {
      const account = await storage.findAccountByShop(request.query.shop);
      if (!account) return notFound(reply, `no account is linked to the shop ${request.query.shop}`);
      return { page_id: account.accountId };
    },
  );

  app.get<{ Querystring: CartQuery }>(
    '/shopify/getCart',
    { schema: { querystring: { type: 'object', required: ['token', 'hmac'], properties: cartQueryProperties } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const cart = await findCart(request.query);
      if (!cart) return { state: false };
      return {
        state: true,
        payload: { line_items: cart.lineItems.map(({ id, quantity }) => ({ id, quantity })) },
        redirect_target: cart.redirectTarget,
      };
    },
  );

  app.get<{ Querystring: RepairQuery }>(
    '/shopify/repairCart',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['token', 'hmac', 'token_new'],
          properties: { ...cartQueryProperties, token_new: cartTokenSchema },
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const cart = await findCart(request.query);
      if (!cart) return { state: false };
      await storage.markCartRepaired(cart.token, request.query.token_new);
      return { state: true };
    },
  );
}
