/**
 * The owner API under `/admin/api`, every route behind the admin token or the owner app's session
 * (security/admin-auth.ts), but signing in itself. Answers are never cached: they hold subscribers'
 * phone numbers.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../http/context';
import { createAdminAuth } from '../../security/admin-auth';
import { registerAccountRoutes } from './accounts';
import { registerBackupRoute } from './backup';
import { registerCartRoutes } from './carts';
import { registerInstallRoutes } from './installs';
import { registerPixelTokenRoutes } from './pixel-tokens';
import { registerReportRoutes } from './reports';
import { registerSessionRoutes } from './session';
import { registerWidgetDraftRoutes } from './widget-drafts';
import { registerWidgetRoutes } from './widgets';

export async function adminApi(app: FastifyInstance, context: ServerContext): Promise<void> {
  const auth = createAdminAuth(context);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  registerSessionRoutes(app, auth);
  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', auth.requireAdmin);
    registerAccountRoutes(signedIn, context);
    registerWidgetRoutes(signedIn, context);
    registerWidgetDraftRoutes(signedIn, context);
    registerPixelTokenRoutes(signedIn, context);
    registerCartRoutes(signedIn, context);
    registerReportRoutes(signedIn, context);
    registerInstallRoutes(signedIn, context);
    registerBackupRoute(signedIn, context);
  });
}
