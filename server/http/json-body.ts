/**
 * Request bodies are JSON, sent as `application/json` or as `text/plain` (what `sendBeacon` sends
 * to avoid a CORS preflight). Both are parsed by Fastify's own parser (which refuses `__proto__`
 * and `constructor` keys), then refused with 400 when nested deeper than MAX_JSON_DEPTH: nothing
 * this server stores is that deep, and a deeper value would overflow the stack of whatever walks it
 * recursively later (JSON.stringify when it is stored, the validators).
 */
import type { FastifyInstance } from 'fastify';
import { httpError } from './errors';

export const MAX_JSON_DEPTH = 32;

/** The path of the first value nested deeper than `limit` (`/payload/a/a/…`), or undefined. Iterative, so any depth is safe. */
export function tooDeepPath(value: unknown, limit = MAX_JSON_DEPTH): string | undefined {
  const stack: { value: unknown; depth: number; path: string }[] = [{ value, depth: 0, path: '' }];
  while (stack.length > 0) {
    const { value: current, depth, path } = stack.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= limit) return path;
    for (const [key, child] of Object.entries(current)) {
      if (typeof child === 'object' && child !== null) stack.push({ value: child, depth: depth + 1, path: `${path}/${key}` });
    }
  }
  return undefined;
}

/** `body/payload/a/a/…` → the field and a little of what is inside it, for a readable message. */
function shortPath(path: string): string {
  const parts = path.split('/').slice(1);
  const field = /^\d+$/.test(parts[0] ?? '') ? parts.slice(0, 2) : parts.slice(0, 1);
  return `body/${field.join('/')}${parts.length > field.length ? '/…' : ''}`;
}

export function registerJsonParsers(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  const parseWithDepthLimit: typeof parse = (request, body, done) =>
    parse(request, body, (error, value) => {
      if (error) return done(error, undefined);
      const deep = tooDeepPath(value);
      if (deep !== undefined)
        return done(httpError(400, `${shortPath(deep)} is nested more than ${MAX_JSON_DEPTH} levels deep`), undefined);
      return done(null, value);
    });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, parseWithDepthLimit);
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, parseWithDepthLimit);
}
