/**
 * The demo site, served by the same process when DEMO is on: the pages in demo/site/ (an article,
 * a landing page, a single-page app, the launcher, an SMS card, a checkbox), the storefront, and
 * `/try/<account>`, a page with any account's snippet.
 * Each page says in one line what to try.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerContext } from '../http/context';
import { notFound } from '../http/errors';
import { cartRestoreQuery } from '../security/cart-hmac';
import { DEMO_ABANDONED_CART_TOKEN } from '../seed';
import { demoPagePolicy, NO_PLATFORM_SDK, NO_PLATFORM_SDK_URL } from './demo-policy';
import { PRODUCTS } from './shop/catalog';
import { demoShop } from './shop/routes';

/** URL path → file in demo/site/. Extension-less paths, so URL rules in the seed read naturally. */
export const DEMO_PAGES: Readonly<Record<string, string>> = {
  '/': 'index.html',
  '/article': 'article.html',
  '/landing': 'landing.html',
  '/spa': 'spa.html',
  '/launcher': 'launcher.html',
  '/sms': 'sms.html',
  '/checkbox': 'checkbox.html',
  '/gallery': 'gallery.html',
  '/gallery/frame': 'gallery-frame.html',
  '/site.css': 'site.css',
};

/** Pages drawn from a template in demo/site/ by a route of their own (`/try/<account>`). */
export const DEMO_TEMPLATES: readonly string[] = ['try.html'];

export async function demoSite(app: FastifyInstance, { paths, secrets }: ServerContext): Promise<void> {
  // Every page of the demo and its storefront carries its content policy (demo-policy.ts).
  app.addHook('onSend', async (_request, reply, payload) => {
    if (typeof payload === 'string' && String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('content-security-policy', demoPagePolicy(payload));
    }
    return payload;
  });
  const sendPage = async (reply: FastifyReply, file: string) => {
    if (!file.endsWith('.html')) return reply.sendFile(file, paths.demoSiteDir);
    return reply.type('text/html; charset=utf-8').send(await readFile(path.join(paths.demoSiteDir, file), 'utf8'));
  };
  for (const [urlPath, file] of Object.entries(DEMO_PAGES)) {
    app.get(urlPath, (_request, reply) => sendPage(reply, file));
  }
  // Any account's snippet on a demo page, so an owner sees a widget they published at once: the
  // account is digits only (the owner API's rule), so it goes into the page as it is.
  const tryPage = async (account: string, reply: FastifyReply) => {
    if (!/^\d{1,18}$/.test(account)) return notFound(reply, 'an account id is up to 18 digits');
    const template = await readFile(path.join(paths.demoSiteDir, DEMO_TEMPLATES[0]!), 'utf8');
    return reply.type('text/html; charset=utf-8').send(template.replaceAll('{{account}}', account));
  };
  app.get<{ Params: { account: string } }>('/try/:account', (request, reply) => tryPage(request.params.account, reply));
  app.get<{ Params: { account: string } }>('/try/:account/*', (request, reply) => tryPage(request.params.account, reply));

  // The single-page app's routes are drawn by its own script; a reload on one still gets the app.
  app.get('/spa/*', (_request, reply) => sendPage(reply, 'spa.html'));
  app.get(NO_PLATFORM_SDK_URL, (_request, reply) => reply.type('text/javascript; charset=utf-8').send(NO_PLATFORM_SDK));

  // The link a shop would send by mail or message; its HMAC depends on this server's secret.
  app.get('/demo/abandoned-cart', (_request, reply) => {
    const firstProduct = PRODUCTS[0]?.handle ?? '';
    return reply.redirect(`/products/${firstProduct}${cartRestoreQuery(secrets.shopifyHmacSecret, DEMO_ABANDONED_CART_TOKEN)}`, 302);
  });

  await app.register(demoShop);
}
