/**
 * The visitor API: every call of the visitor API (docs/server.md#the-visitor-api) that a page makes to this server. Browsers call it
 * from the owner's sites, so it answers CORS for the origins in CORS_ORIGINS (any origin when that
 * is unset, for local use).
 */
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../http/context';
import { createByteLimit, createLimit, ipKey, phoneKey, sessionKey, widgetKey } from '../../http/rate-limit';
import { registerCheckOptinRoute } from './check-optin';
import { registerLoadRoute } from './load';
import { registerLogEventRoute } from './log-event';
import { registerShopifyRoutes } from './shopify';
import { registerSmsOptinRoute } from './sms-optin';
import { registerSmsRefRoute } from './sms-ref';
import { registerTokenEventRoutes } from './token-events';

export async function visitorApi(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { corsOrigins, rateLimits } = context.config;
  await app.register(cors, {
    origin: corsOrigins.length > 0 ? corsOrigins : '*',
    methods: ['GET', 'POST'],
    allowedHeaders: ['Content-Type', 'Accept'],
    // The pixel waits as long as a rate-limited answer asks; a cross-origin script sees the header only if exposed.
    exposedHeaders: ['Retry-After'],
    maxAge: 86_400,
  });

  // Both SMS calls share one count per IP, per session and per widget: they are one sign-up between them.
  const smsLimits = [
    createLimit(rateLimits.smsPerIp, ipKey, 'sign-up attempts from this address', context.now),
    createLimit(rateLimits.smsPerSession, sessionKey, 'sign-up attempts in this session', context.now),
    createLimit(rateLimits.smsPerWidget, widgetKey, 'sign-up attempts at this form', context.now),
  ];
  const phoneLimit = createLimit(rateLimits.smsPerPhone, phoneKey, 'sign-ups of this phone number', context.now);
  const eventLimits = [
    createLimit(rateLimits.eventsPerIp, ipKey, 'events from this address', context.now),
    createLimit(rateLimits.eventsPerSession, sessionKey, 'events in this session', context.now),
    createByteLimit(rateLimits.eventBytesPerIp, ipKey, 'events from this address', context.now),
  ];

  registerLoadRoute(app, context);
  registerSmsOptinRoute(app, context, [...smsLimits, phoneLimit]);
  registerSmsRefRoute(app, context, smsLimits);
  registerCheckOptinRoute(app, context);
  registerLogEventRoute(app, context, eventLimits);
  registerTokenEventRoutes(app, context, eventLimits);
  registerShopifyRoutes(app, context);
}
