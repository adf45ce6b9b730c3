/**
 * The owner app: every address under `/admin` but the API and the assets answers the app's shell
 * (its views route themselves: `/admin/widgets`, `/admin/widgets/42`, `/admin/dashboard`, the old
 * `/admin/preview?widget=`), and `/admin/preview-frame` is the page the editor's preview frames.
 * The pages are public shells; their data needs the owner's session.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../http/errors';
import { ownerAsset, type OwnerAsset } from '../owner/assets';
import { appPage, previewFramePage } from '../owner/pages';

/**
 * The owner's pages run only their own scripts (no inline script, no third party), and nothing is
 * sniffed into a script. The preview's widgets need inline styles (Emotion) and may show images
 * from anywhere. The app itself is framed by nothing; the preview frame only by the app.
 */
function ownerPageCsp(framedBy: "'none'" | "'self'"): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "media-src 'self' https:",
    // The preview's SMS card reads the browser's locale list in a worker made from a blob: URL (docs/elements.md).
    'worker-src blob:',
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${framedBy}`,
  ].join('; ');
}

function ownerPage(reply: FastifyReply, html: string, framedBy: "'none'" | "'self'" = "'none'"): FastifyReply {
  return reply
    .type('text/html; charset=utf-8')
    .header('content-security-policy', ownerPageCsp(framedBy))
    .header('x-frame-options', framedBy === "'self'" ? 'SAMEORIGIN' : 'DENY')
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .send(html);
}

export function registerOwnerPages(app: FastifyInstance): void {
  const shell = (_request: FastifyRequest, reply: FastifyReply) => ownerPage(reply, appPage());
  app.get('/admin', shell);
  app.get('/admin/', shell);
  app.get('/admin/preview-frame', (_request, reply) => ownerPage(reply, previewFramePage(), "'self'"));
  // The app's own addresses; an unknown API call stays a JSON 404 rather than the app.
  app.get('/admin/*', (request, reply) =>
    request.url.startsWith('/admin/api/') ? notFound(reply, 'there is no such call') : shell(request, reply),
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
