/**
 * Owner API: accounts and their app settings.
 *   GET    /admin/api/accounts
 *   GET    /admin/api/accounts/:accountId
 *   PUT    /admin/api/accounts/:accountId      { app, shop_domain? }   create or replace
 *   PATCH  /admin/api/accounts/:accountId      { app?, shop_domain? }  app is a JSON merge patch
 *   DELETE /admin/api/accounts/:accountId      settings and widgets; collected data stays
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { mergePatch } from '../../domain/merge-patch';
import type { ServerContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { accountParamsSchema, type AccountParams } from '../../http/schemas';
import type { AccountRecord } from '../../storage/storage';
import { appSettingsPatchSchema, appSettingsSchema, shopDomainField } from './app-schema';

interface AccountBody {
  app: Record<string, unknown>;
  shop_domain?: string | null;
}

interface AccountPatch {
  app?: Record<string, unknown>;
  shop_domain?: string | null;
}

function toWireAccount(account: AccountRecord) {
  return {
    account_id: account.accountId,
    app: account.app,
    shop_domain: account.shopDomain,
    created_at: new Date(account.createdAt).toISOString(),
    updated_at: new Date(account.updatedAt).toISOString(),
  };
}

/** A shop belongs to one account, or `getShopInfo` could not say whose it is. */
async function shopTakenByAnother(
  storage: ServerContext['storage'],
  accountId: string,
  shop: string | null | undefined,
): Promise<string | undefined> {
  if (!shop) return undefined;
  const owner = await storage.findAccountByShop(shop);
  return owner && owner.accountId !== accountId ? owner.accountId : undefined;
}

function shopConflict(reply: FastifyReply, shop: string, owner: string): FastifyReply {
  return reply
    .code(409)
    .send({ statusCode: 409, error: 'Conflict', message: `body/shop_domain ${shop} is already linked to account ${owner}` });
}

export function registerAccountRoutes(app: FastifyInstance, { storage }: ServerContext): void {
  app.get('/accounts', async () => ({ accounts: (await storage.listAccounts()).map(toWireAccount) }));

  app.get<{ Params: AccountParams }>('/accounts/:accountId', { schema: { params: accountParamsSchema } }, async (request, reply) => {
    const account = await storage.getAccount(request.params.accountId);
    return account ? toWireAccount(account) : notFound(reply, `there is no account ${request.params.accountId}`);
  });

  app.put<{ Params: AccountParams; Body: AccountBody }>(
    '/accounts/:accountId',
    {
      schema: {
        params: accountParamsSchema,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['app'],
          properties: { app: appSettingsSchema, shop_domain: shopDomainField },
        },
      },
    },
    async (request, reply) => {
      const taken = await shopTakenByAnother(storage, request.params.accountId, request.body.shop_domain);
      if (taken) return shopConflict(reply, request.body.shop_domain as string, taken);
      const existed = (await storage.getAccount(request.params.accountId)) !== undefined;
      const account = await storage.setAccount(request.params.accountId, request.body.app, request.body.shop_domain ?? null);
      return reply.code(existed ? 200 : 201).send(toWireAccount(account));
    },
  );

  app.patch<{ Params: AccountParams; Body: AccountPatch }>(
    '/accounts/:accountId',
    {
      schema: {
        params: accountParamsSchema,
        body: { type: 'object', additionalProperties: false, properties: { app: appSettingsPatchSchema, shop_domain: shopDomainField } },
      },
    },
    async (request, reply) => {
      const current = await storage.getAccount(request.params.accountId);
      if (!current) return notFound(reply, `there is no account ${request.params.accountId}`);
      const app = request.body.app ? (mergePatch(current.app, request.body.app) as Record<string, unknown>) : current.app;
      const shop = request.body.shop_domain === undefined ? current.shopDomain : request.body.shop_domain;
      const taken = await shopTakenByAnother(storage, current.accountId, shop);
      if (taken) return shopConflict(reply, shop as string, taken);
      return toWireAccount(await storage.setAccount(current.accountId, app, shop));
    },
  );

  app.delete<{ Params: AccountParams }>('/accounts/:accountId', { schema: { params: accountParamsSchema } }, async (request, reply) => {
    const deleted = await storage.deleteAccount(request.params.accountId);
    return deleted ? reply.code(204).send() : notFound(reply, `there is no account ${request.params.accountId}`);
  });
}
