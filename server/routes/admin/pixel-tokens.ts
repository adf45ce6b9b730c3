/**
 * Owner API: pixel tokens, which conversion and money events need (security/pixel-token.ts).
 *   POST /admin/api/accounts/:accountId/pixel-tokens  { ttl_seconds?, label?, url?, max_weight? }
 * With `url`, the answer also carries that URL with `mcp_token` added: the link to send a visitor.
 */
import type { FastifyInstance } from 'fastify';
import { PIXEL_TOKEN_PARAM } from '../../../src/runtime/constants';
import type { ServerContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { accountParamsSchema, type AccountParams } from '../../http/schemas';
import { DEFAULT_MONEY_CEILING, issuePixelToken, pixelTokenId } from '../../security/pixel-token';

const THIRTY_DAYS_S = 30 * 86_400;

interface PixelTokenBody {
  ttl_seconds: number;
  label?: string;
  url?: string;
  max_weight: number;
}

export function registerPixelTokenRoutes(app: FastifyInstance, { storage, secrets, now }: ServerContext): void {
  app.post<{ Params: AccountParams; Body: PixelTokenBody }>(
    '/accounts/:accountId/pixel-tokens',
    {
      // No body at all asks for a token with the defaults.
      preValidation: async (request) => {
        request.body ??= { ttl_seconds: THIRTY_DAYS_S, max_weight: DEFAULT_MONEY_CEILING };
      },
      schema: {
        params: accountParamsSchema,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ttl_seconds: { type: 'integer', minimum: 60, maximum: 366 * 86_400, default: THIRTY_DAYS_S },
            label: { type: 'string', maxLength: 100 },
            url: { type: 'string', maxLength: 2000, pattern: '^https?://' },
            // One money event above this is stored but flagged, not added to the dashboard's money.
            max_weight: { type: 'number', minimum: 0, maximum: 1e12, default: DEFAULT_MONEY_CEILING },
          },
        },
      },
    },
    async (request, reply) => {
      const { accountId } = request.params;
      if (!(await storage.getAccount(accountId))) return notFound(reply, `there is no account ${accountId}`);
      const body = request.body;
      const url = body.url === undefined ? undefined : URL.canParse(body.url) ? new URL(body.url) : undefined;
      if (body.url !== undefined && (!url || !url.hostname)) {
        return reply.code(400).send({
          statusCode: 400,
          error: 'Bad Request',
          message: 'body/url must be a whole http(s) address, e.g. https://shop.example.com/thanks',
        });
      }
      const iat = Math.floor(now() / 1000);
      const exp = iat + body.ttl_seconds;
      const token = issuePixelToken(secrets.pixelTokenSecret, {
        acc: accountId,
        iat,
        exp,
        max: body.max_weight,
        ...(body.label ? { sub: body.label } : {}),
      });
      url?.searchParams.set(PIXEL_TOKEN_PARAM, token);
      const link = url?.href;
      const answer = {
        token,
        token_id: pixelTokenId(token),
        exp,
        expires_at: new Date(exp * 1000).toISOString(),
        max_weight: body.max_weight,
      };
      return reply.code(201).send({ ...answer, ...(link ? { url: link } : {}) });
    },
  );
}
