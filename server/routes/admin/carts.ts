/**
 * Owner API: abandoned carts, for restore links (docs/shopify.md#cart-restore).
 *   POST /admin/api/accounts/:accountId/carts  { line_items: [{id, quantity}], token?, redirect_target?, shop? }
 *   GET  /admin/api/carts/:token
 * The answer carries the link's query (`?cart_token=…&manychat_cart_hmac=…`) to append to any
 * page of the shop.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { accountParamsSchema, cartTokenSchema, shopDomainSchema, type AccountParams } from '../../http/schemas';
import { cartHmac, cartRestoreQuery } from '../../security/cart-hmac';
import { randomSecret } from '../../security/secrets';
import type { AbandonedCartRecord, CartLineItem } from '../../storage/storage';

interface CartBody {
  line_items: CartLineItem[];
  token?: string;
  redirect_target?: string | null;
  shop?: string;
}

function toWireCart(cart: AbandonedCartRecord, secret: string) {
  return {
    token: cart.token,
    account_id: cart.accountId,
    shop: cart.shop,
    line_items: cart.lineItems,
    redirect_target: cart.redirectTarget,
    hmac: cartHmac(secret, cart.token),
    restore_query: cartRestoreQuery(secret, cart.token),
    created_at: new Date(cart.createdAt).toISOString(),
    repaired_at: cart.repairedAt === null ? null : new Date(cart.repairedAt).toISOString(),
    repaired_token: cart.repairedToken,
  };
}

export function registerCartRoutes(app: FastifyInstance, { storage, secrets }: ServerContext): void {
  app.post<{ Params: AccountParams; Body: CartBody }>(
    '/accounts/:accountId/carts',
    {
      schema: {
        params: accountParamsSchema,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['line_items'],
          properties: {
            line_items: {
              type: 'array',
              minItems: 1,
              maxItems: 100,
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['id', 'quantity'],
                properties: {
                  // Shopify variant ids; digits sent as text are taken as the number.
                  id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
                  quantity: { type: 'integer', minimum: 1, maximum: 10_000 },
                },
              },
            },
            token: cartTokenSchema,
            // A path on the shop, never another site: the client sends the visitor there.
            redirect_target: { type: ['string', 'null'], maxLength: 500, pattern: '^/(?![/\\\\])' },
            shop: shopDomainSchema,
          },
        },
      },
    },
    async (request, reply) => {
      const { accountId } = request.params;
      const account = await storage.getAccount(accountId);
      if (!account) return notFound(reply, `there is no account ${accountId}`);
      const cart = await storage.addAbandonedCart({
        token: request.body.token ?? randomSecret(16),
        accountId,
        shop: request.body.shop ?? account.shopDomain,
        lineItems: request.body.line_items,
        redirectTarget: request.body.redirect_target ?? null,
      });
      return reply.code(201).send(toWireCart(cart, secrets.shopifyHmacSecret));
    },
  );

  app.get<{ Params: { token: string } }>(
    '/carts/:token',
    { schema: { params: { type: 'object', required: ['token'], properties: { token: cartTokenSchema } } } },
    async (request, reply) => {
      const cart = await storage.getAbandonedCart(request.params.token);
      return cart ? toWireCart(cart, secrets.shopifyHmacSecret) : notFound(reply, 'there is no cart with that token');
    },
  );
}
