/**
 * The owner pages: `/admin/dashboard`, `/admin/preview?account=&widget=`, and their scripts and
 * style under `/admin/assets/`. The pages are public shells; their data needs the admin token.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../http/errors';
import { ownerAsset, type OwnerAsset } from '../owner/assets';
import { dashboardPage, previewPage } from '../owner/pages';

/**
 * The owner pages keep the admin token in the browser: only their own scripts run (no inline script,
 * no third party), nothing frames them, and nothing is sniffed into a script. The preview's widgets
 * need inline styles (Emotion) and may show images from anywhere.
 */
const OWNER_PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

function ownerPage(reply: FastifyReply, html: string): FastifyReply {
  return reply
    .type('text/html; charset=utf-8')
    .header('content-security-policy', OWNER_PAGE_CSP)
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .send(html);
}

export function registerOwnerPages(app: FastifyInstance): void {
  app.get('/admin', (_request, reply) => reply.redirect('/admin/dashboard', 302));
  app.get('/admin/', (_request, reply) => reply.redirect('/admin/dashboard', 302));
  app.get('/admin/dashboard', (_request, reply) => ownerPage(reply, dashboardPage()));
  // Which account and widget to show is read by the page's script from its own query.
  app.get('/admin/preview', (_request, reply) => ownerPage(reply, previewPage()));

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
