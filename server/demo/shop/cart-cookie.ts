/**
 * The `cart` cookie a Shopify theme has (docs/shopify.md#how-it-is-loaded: the cart token is the `cart` cookie). Not
 * HttpOnly, because the store integration reads it from `document.cookie`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DemoCarts } from './carts';

const COOKIE = 'cart';
const TWO_WEEKS_S = 14 * 86_400;

function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The visitor's cart token, creating a cart (and the cookie) when there is none or it is unknown. */
export function ensureCart(request: FastifyRequest, reply: FastifyReply, carts: DemoCarts): string {
  const current = readCookie(request, COOKIE);
  if (current && carts.has(current)) return current;
  const token = carts.create();
  reply.header('set-cookie', `${COOKIE}=${token}; Path=/; Max-Age=${TWO_WEEKS_S}; SameSite=Lax`);
  return token;
}
