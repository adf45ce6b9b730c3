/**
 * JSON-schema pieces shared by the routes. Fastify validates every request against its route's
 * schema before the handler runs, so a malformed request gets 400 with a message naming the field.
 * Numbers sent as strings are coerced (Fastify's default), as the client may send either.
 */
import type { FastifyRequest } from 'fastify';
import { httpError } from './errors';

/** Account (page) ids are digits, as in `/1234567.js` (docs/page-api.md#the-install-names). */
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

/** The parts of a route's schema this server writes: types, object properties, array items. */
interface SchemaNode {
  type?: string | readonly string[];
  properties?: Readonly<Record<string, SchemaNode>>;
  items?: SchemaNode;
}

/** A number written in decimal (`42`, `-0.5`, `1e3`, ` 4244 ` as pages take it); not `0x10`, `" "`, `Infinity` or `NaN`. */
const DECIMAL = /^-?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/;

function numberProblem(schema: SchemaNode, value: unknown): string | undefined {
  // JSON's `1e999` parses to Infinity, wherever it stands.
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : 'must be a finite decimal number';
  const types: readonly string[] = schema.type === undefined ? [] : typeof schema.type === 'string' ? [schema.type] : schema.type;
  if (value === undefined || !types.some((type) => type === 'number' || type === 'integer')) return undefined;
  if (types.includes(value === null ? 'null' : typeof value) || (typeof value === 'object' && value !== null)) return undefined;
  if (typeof value === 'string' && DECIMAL.test(value.trim()) && Number.isFinite(Number(value))) return undefined;
  return `must be a finite decimal number, not ${JSON.stringify(value)}`;
}

/** The first number field of `value` that is not a finite decimal, as `path message`, walking `schema`'s properties and items. */
function looseNumberIn(schema: SchemaNode | undefined, value: unknown, path: string): string | undefined {
  if (schema === undefined) return undefined;
  const problem = numberProblem(schema, value);
  if (problem) return `${path} ${problem}`;
  if (Array.isArray(value)) {
    if (schema.items === undefined) return undefined;
    for (const [index, item] of value.entries()) {
      const found = looseNumberIn(schema.items, item, `${path}/${index}`);
      if (found) return found;
    }
  } else if (typeof value === 'object' && value !== null && schema.properties) {
    for (const [name, child] of Object.entries(schema.properties)) {
      if (!Object.hasOwn(value, name)) continue;
      const found = looseNumberIn(child, (value as Record<string, unknown>)[name], `${path}/${name}`);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Ajv's coercion, on so that `"42"` is taken for 42, also turns `null` into 0, `true` into 1, `" "`
 * into 0 and `"0x10"` into 16, and `"Infinity"` into a number that then skips `minimum` and
 * `maximum`. Every route with a schema gets this check before its validation (app.ts): a number
 * field takes a finite number or a decimal written as text, and anything else is a 400 naming the
 * field (`body/0/app_id must be a finite decimal number, not null`).
 */
export function refuseLooseNumbers(schema: { body?: unknown; querystring?: unknown; params?: unknown }) {
  const parts = [
    ['body', schema.body],
    ['querystring', schema.querystring],
    ['params', schema.params],
  ] as const;
  return async (request: FastifyRequest): Promise<void> => {
    const values = { body: request.body, querystring: request.query, params: request.params };
    for (const [part, partSchema] of parts) {
      const found = looseNumberIn(partSchema as SchemaNode | undefined, values[part], part);
      if (found) throw httpError(400, found);
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
