/**
 * The owner pages: `/admin/dashboard`, `/admin/preview?account=&widget=`, and their scripts and
 * style under `/admin/assets/`. The pages are public shells; their data needs the admin token.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../http/context';
import { notFound } from '../http/errors';
import { accountIdSchema, widgetIdSchema } from '../http/schemas';
import { ownerAsset, type OwnerAsset } from '../owner/assets';
import { dashboardPage, previewPage } from '../owner/pages';

const DASHBOARD_CSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'";

export function registerOwnerPages(app: FastifyInstance, { storage }: ServerContext): void {
  app.get('/admin', (_request, reply) => reply.redirect('/admin/dashboard', 302));
  app.get('/admin/', (_request, reply) => reply.redirect('/admin/dashboard', 302));

  app.get('/admin/dashboard', (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('content-security-policy', DASHBOARD_CSP).send(dashboardPage()),
  );

  app.get<{ Querystring: { account?: string; widget?: number } }>(
    '/admin/preview',
    { schema: { querystring: { type: 'object', properties: { account: accountIdSchema, widget: widgetIdSchema } } } },
    async (request, reply) => {
      const accounts = await storage.listAccounts();
      const accountId = request.query.account ?? accounts[0]?.accountId;
      if (!accountId || !accounts.some((account) => account.accountId === accountId)) {
        return notFound(reply, accountId ? `there is no account ${accountId}` : 'there is no account yet');
      }
      const widgets = await storage.listWidgets(accountId);
      const selected = widgets.find((widget) => widget.widgetId === request.query.widget) ?? widgets[0];
      // The preview must show what is saved now, not a copy from before the last edit.
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(previewPage({ accountId, widgets, selected }));
    },
  );

  // The icon every page of this server shows, owner pages, demo site and store alike: browsers ask
  // for /favicon.ico by themselves.
  for (const iconPath of ['/favicon.ico', '/favicon.svg']) {
    app.get(iconPath, async (_request, reply) => {
      const { contentType, body } = await (ownerAsset('favicon.svg') as Promise<OwnerAsset>);
      return reply.type(contentType).header('cache-control', 'public, max-age=86400').send(body);
    });
  }

  app.get<{ Params: { name: string } }>('/admin/assets/:name', async (request, reply) => {
    const asset = ownerAsset(request.params.name);
    if (!asset) return notFound(reply, 'there is no such asset');
    const { contentType, body } = await asset;
    return reply.type(contentType).header('cache-control', 'no-cache').send(body);
  });
}
