/**
 * How failures are answered. Validation messages name the field (`body/phone_number must be
 * string`); a failure of the server itself is logged and answered without its details, which may
 * hold SQL or file paths.
 */
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

interface SchemaError {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/** Fastify's `schemaErrorFormatter`: the first problem, with an unknown field named. */
export function formatSchemaErrors(errors: SchemaError[], dataVar: string): Error {
  const first = errors[0];
  if (!first) return new Error(`${dataVar} is not valid`);
  const where = `${dataVar}${first.instancePath}`;
  if (first.keyword === 'additionalProperties' && typeof first.params['additionalProperty'] === 'string') {
    return new Error(`${where}/${first.params['additionalProperty']} is not a known field`);
  }
  return new Error(`${where} ${first.message ?? 'is not valid'}`);
}

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const status = error.statusCode ?? 500;
  // 501: a call this server's set-up does not offer (a backup with PostgreSQL), said as such.
  if (status >= 500 && status !== 501) {
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ statusCode: 500, error: 'Internal Server Error', message: 'the server could not answer this request' });
  }
  return reply.code(status).send({ statusCode: status, code: error.code, error: STATUS_CODES[status] ?? 'Error', message: error.message });
}

export function notFound(reply: FastifyReply, message: string): FastifyReply {
  return reply.code(404).send({ statusCode: 404, error: 'Not Found', message });
}

/** An error that handleError answers with its status and message, e.g. from a body parser. */
export function httpError(statusCode: number, message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode });
}
