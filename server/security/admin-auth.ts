/**
 * The owner API and its data are behind one bearer token (ADMIN_TOKEN). The owner pages are empty
 * shells that send it from the browser, so no cookie is involved and no other site can act for the
 * owner (no cross-site request forgery to defend against).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { secretsMatch } from './constant-time';

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

export function requireAdmin(adminToken: string) {
  return async function checkAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const given = bearerToken(request);
    if (given !== undefined && secretsMatch(given, adminToken)) return;
    reply.header('www-authenticate', 'Bearer realm="mc-widgets owner"');
    await reply.code(401).send({
      statusCode: 401,
      error: 'Unauthorized',
      message: given === undefined ? 'send the admin token as "Authorization: Bearer <token>"' : 'the admin token is not valid',
    });
  };
}
