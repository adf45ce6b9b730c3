/**
 * JSON-schema pieces shared by the routes. Fastify validates every request against its route's
 * schema before the handler runs, so a malformed request gets 400 with a message naming the field.
 * Numbers sent as strings are coerced (Fastify's default), as the client may send either.
 */

/** Account (page) ids are digits, as in `/1234567.js` (CONTRACT §1). */
export const accountIdSchema = { type: 'string', pattern: '^[0-9]{1,18}$' } as const;

export const widgetIdSchema = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } as const;

export const sessionIdSchema = { type: 'string', minLength: 1, maxLength: 200 } as const;

/** The client's id for an event, used to ignore a retried duplicate. */
export const eventIdSchema = { type: 'string', minLength: 1, maxLength: 100 } as const;

export const eventNameSchema = { type: 'string', minLength: 1, maxLength: 100 } as const;

/** A shop's domain as `window.Shopify.shop` gives it, e.g. `acme.myshopify.com`. */
export const shopDomainSchema = { type: 'string', pattern: '^[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?$' } as const;

/** Cart tokens are opaque to us; newer Shopify ones carry `?key=…`, so only length and control characters are checked. */
export const cartTokenSchema = { type: 'string', minLength: 1, maxLength: 300, pattern: '^[^\\u0000-\\u001f]+$' } as const;

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
