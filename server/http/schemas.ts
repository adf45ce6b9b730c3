/**
 * JSON-schema pieces shared by the routes. Fastify validates every request against its route's
 * schema before the handler runs, so a malformed request gets 400 with a message naming the field.
 * Numbers sent as strings are coerced (Fastify's default), as the client may send either.
 */
import type { FastifyRequest } from 'fastify';
import { httpError } from './errors';

/** Account (page) ids are digits, as in `/1234567.js` (CONTRACT §1). */
export const accountIdSchema = { type: 'string', pattern: '^[0-9]{1,18}$' } as const;

export const widgetIdSchema = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } as const;

/**
 * Text without control characters, direction overrides, invisible marks or lone UTF-16 halves
 * (a lone surrogate is not valid text and cannot be stored or shown as such). Ajv compiles patterns
 * with the `u` flag, so a surrogate pair is one character and only a lone half matches the range.
 */
const PLAIN_TEXT = '^[^\\u0000-\\u001f\\u007f-\\u009f\\u200b-\\u200f\\u202a-\\u202e\\u2066-\\u2069\\ufeff\\ud800-\\udfff]*$';

export const sessionIdSchema = { type: 'string', minLength: 1, maxLength: 200, pattern: PLAIN_TEXT } as const;

/** A text a visitor was shown (a legal note, a button's label) or a page's address, as the client reports it. */
export const shownTextSchema = { type: 'string', maxLength: 2000, pattern: PLAIN_TEXT } as const;

/** The client's id for an event, used to ignore a retried duplicate. */
export const eventIdSchema = { type: 'string', minLength: 1, maxLength: 100 } as const;

export const eventNameSchema = { type: 'string', minLength: 1, maxLength: 100 } as const;

/** A shop's domain as `window.Shopify.shop` gives it, e.g. `acme.myshopify.com`. */
export const shopDomainSchema = { type: 'string', pattern: '^[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?$' } as const;

/**
 * Cart tokens are opaque to us; newer Shopify ones carry `?key=…`. Refused: control characters,
 * spaces and line breaks, and what could turn into markup or break out of a quoted value.
 */
export const cartTokenSchema = { type: 'string', minLength: 1, maxLength: 300, pattern: '^[^\\u0000-\\u0020\\u007f<>"\'`\\\\]+$' } as const;

/**
 * Ajv's coercion, on so that `"42"` is taken for 42, also turns `null` into 0 and `true` into 1,
 * and `"Infinity"` into a number that then skips `minimum` and `maximum`. A preValidation hook
 * that refuses those for the named number fields, naming the field as the schema would
 * (`body/0/app_id must be a finite number, not null`).
 */
export function refuseNonFiniteNumbers(fields: readonly string[]) {
  const refused = (value: unknown) =>
    value === null || typeof value === 'boolean' || (typeof value === 'string' && value.trim() !== '' && !Number.isFinite(Number(value)));
  return async (request: FastifyRequest): Promise<void> => {
    const list = Array.isArray(request.body);
    const items: unknown[] = list ? (request.body as unknown[]) : [request.body];
    for (const [index, item] of items.entries()) {
      if (typeof item !== 'object' || item === null) continue;
      for (const field of fields) {
        const value = (item as Record<string, unknown>)[field];
        if (refused(value)) throw httpError(400, `body/${list ? `${index}/` : ''}${field} must be a finite number, not ${String(value)}`);
      }
    }
  };
}

export const accountParamsSchema = {
  type: 'object',
  required: ['accountId'],
  properties: { accountId: accountIdSchema },
} as const;

export const widgetParamsSchema = {
  type: 'object',
  required: ['widgetId'],
  properties: { widgetId: widgetIdSchema },
} as const;

export interface AccountParams {
  accountId: string;
}

export interface WidgetParams {
  widgetId: number;
}
