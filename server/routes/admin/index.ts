/**
 * The owner API under `/admin/api`, every route behind the admin token. Answers are never cached:
 * they hold subscribers' phone numbers.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../http/context';
import { requireAdmin } from '../../security/admin-auth';
import { registerAccountRoutes } from './accounts';
import { registerBackupRoute } from './backup';
import { registerCartRoutes } from './carts';
import { registerPixelTokenRoutes } from './pixel-tokens';
import { registerReportRoutes } from './reports';
import { registerWidgetRoutes } from './widgets';

export async function adminApi(app: FastifyInstance, context: ServerContext): Promise<void> {
  app.addHook('onRequest', requireAdmin(context.secrets.adminTokenHash, context.config.rateLimits.adminFailuresPerIp, context.now));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  registerAccountRoutes(app, context);
  registerWidgetRoutes(app, context);
  registerPixelTokenRoutes(app, context);
  registerCartRoutes(app, context);
  registerReportRoutes(app, context);
  registerBackupRoute(app, context);
}
