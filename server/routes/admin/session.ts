/**
 * Owner API: the owner app's sign-in (security/admin-session.ts, docs/server.md "Signing in").
 *   POST   /admin/api/session  {token}  204 with the session cookie; a wrong token is a 401 (429 past the limit)
 *   GET    /admin/api/session           200 {signed_in: true} with a valid session or bearer token, else 401
 *   DELETE /admin/api/session           204: ends the session and removes the cookie
 * Signing out needs no valid session (one that has ended can still be left), but, as every change
 * signed by the cookie, the header `X-MC-Admin: 1`.
 */
import type { FastifyInstance } from 'fastify';
import type { AdminAuth } from '../../security/admin-auth';

export function registerSessionRoutes(app: FastifyInstance, auth: AdminAuth): void {
  app.post<{ Body: { token: string } }>(
    '/session',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['token'],
          properties: { token: { type: 'string', minLength: 1, maxLength: 500 } },
        },
      },
    },
    (request, reply) => auth.signIn(request, reply, request.body.token),
  );
  app.get('/session', { onRequest: auth.requireAdmin }, async () => ({ signed_in: true }));
  app.delete('/session', (request, reply) => auth.signOut(request, reply));
}
