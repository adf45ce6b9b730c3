/**
 * The server's settings, read once from the environment. Every variable is optional: with none set
 * the server runs locally with the demo, on 127.0.0.1:8080, with its data in `data/mc.sqlite`.
 * docs/server.md lists them for owners.
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { PIXEL_QUEUE_MAX_EVENTS } from '../src/runtime/constants';

export interface RateLimitSettings {
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
}

export interface ServerConfig {
  port: number;
  host: string;
  /** How the owner reaches this server, for the URLs printed at start-up; by default the address it listens on. */
  publicUrl?: string;
  dataDir: string;
  databasePath: string;
  /** A PostgreSQL database (`postgres://…`) to use instead of the SQLite file, so several processes can share it. */
  databaseUrl?: string;
  /** Origins allowed to call the visitor API from a browser; empty means any origin (local use). */
  corsOrigins: string[];
  /** Set by the environment; when undefined, one is generated and its hash kept in the database. */
  adminToken?: string;
  /** Generate a new admin token at this start (and print it once), replacing the stored one. */
  resetAdminToken: boolean;
  pixelTokenSecret?: string;
  shopifyHmacSecret?: string;
  /** Serve the demo site and seed the demo account into an empty database. */
  demo: boolean;
  /** Seconds a browser may reuse a load answer without asking again; 0 revalidates every time (ETag). */
  loadMaxAgeSeconds: number;
  /**
   * Seconds a visitor's page may decide with the answer its last page view received while it asks
   * again (`stale-while-revalidate`, read by the loader); 0: every page waits for a fresh answer.
   */
  loadStaleSeconds: number;
  /**
   * Behind reverse proxies, which of them to believe about the visitor's address (X-Forwarded-For):
   * `false` none, a number the proxies nearest to this server, or their addresses and CIDR ranges.
   * Never "all": the first entry of X-Forwarded-For is whatever the client wrote.
   */
  trustProxy: false | number | string[];
  /** Days raw events are kept; 0 keeps them for ever. */
  retentionDays: number;
  /** The most a whole request (headers and body) may take to arrive; a slower one is answered 408 and closed. */
  requestTimeoutMs: number;
  logLevel: string;
  rateLimits: {
    /** Both SMS calls, per address: sized for a carrier's or an office's shared address. */
    smsPerIp: RateLimitSettings;
    /** Both SMS calls, per visitor session and address (a session id alone is the client's to choose). */
    smsPerSession: RateLimitSettings;
    /** Both SMS calls to one widget, from everywhere: a flood from many addresses stops here. */
    smsPerWidget: RateLimitSettings;
    /** Sign-ups of one phone number to one widget, so nobody can use a form to pester a number. */
    smsPerPhone: RateLimitSettings;
    eventsPerIp: RateLimitSettings;
    /**
     * Pixel calls per visitor session and address. A request counts once, one event or a batch; a
     * page that is left hands its queue to the browser as one beacon per event, all at once, and a
     * beacon is never retried, so this leaves room for two full queues a minute.
     */
    eventsPerSession: RateLimitSettings;
    /** Bytes of pixel calls per address: what one address can add to the database in a minute. */
    eventBytesPerIp: RateLimitSettings;
    /** Wrong admin tokens per address; past it the address gets 429 for the rest of the minute. */
    adminFailuresPerIp: RateLimitSettings;
  };
}

type Env = Record<string, string | undefined>;

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be 1 or 0, got "${raw}"`);
}

/** Proxy names that proxy-addr (Fastify's trustProxy) understands besides addresses. */
/**
 * Pixel calls a visitor session may make in a minute: two pages left with a full queue (1,000
 * beacons, never retried) and room for their ordinary calls; still well under the per-address limit,
 * so one runaway tab cannot use up an address that many visitors share.
 */
const EVENTS_PER_SESSION_DEFAULT = 2 * PIXEL_QUEUE_MAX_EVENTS + 200;

const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  if (rest.length > 0) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

function proxyTrust(env: Env): false | number | string[] {
  const raw = text(env, 'TRUST_PROXY');
  if (raw === undefined || ['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  if (/^\d+$/.test(raw)) return integer(env, 'TRUST_PROXY', 0, 0, 10);
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => !isAddressOrRange(entry));
  if (bad !== undefined) {
    throw new Error(
      `TRUST_PROXY is the number of proxies in front of this server (1 for one nginx) or their addresses (10.0.0.2, 10.0.0.0/8, loopback), got "${bad}"`,
    );
  }
  return entries;
}

function databaseUrl(env: Env): string | undefined {
  const url = text(env, 'DATABASE_URL');
  if (url !== undefined && !/^postgres(?:ql)?:\/\/\S+$/i.test(url)) {
    throw new Error('DATABASE_URL names a PostgreSQL database: postgres://user:password@host:5432/database');
  }
  return url;
}

const MIN_ADMIN_TOKEN_LENGTH = 24;

function adminToken(env: Env): string | undefined {
  const token = text(env, 'ADMIN_TOKEN');
  if (token !== undefined && token.length < MIN_ADMIN_TOKEN_LENGTH) {
    throw new Error(
      `ADMIN_TOKEN must be at least ${MIN_ADMIN_TOKEN_LENGTH} characters long, got ${token.length}; make one with: openssl rand -base64 32`,
    );
  }
  return token;
}

function origins(env: Env): string[] {
  const list = (text(env, 'CORS_ORIGINS') ?? '').split(',').map((entry) => entry.trim().replace(/\/+$/, ''));
  for (const origin of list.filter(Boolean)) {
    if (!/^https?:\/\/[^/\s]+$/i.test(origin)) throw new Error(`CORS_ORIGINS entries look like https://shop.example.com, got "${origin}"`);
  }
  return list.filter(Boolean);
}

export function readConfig(env: Env = process.env, cwd = process.cwd()): ServerConfig {
  const port = integer(env, 'PORT', 8080, 0, 65535);
  const host = text(env, 'HOST') ?? '127.0.0.1';
  const dataDir = path.resolve(cwd, text(env, 'DATA_DIR') ?? 'data');
  const database = text(env, 'DATABASE');
  return {
    port,
    host,
    publicUrl: text(env, 'PUBLIC_URL')?.replace(/\/+$/, ''),
    dataDir,
    databasePath: database === ':memory:' ? database : path.resolve(dataDir, database ?? 'mc.sqlite'),
    databaseUrl: databaseUrl(env),
    corsOrigins: origins(env),
    adminToken: adminToken(env),
    resetAdminToken: flag(env, 'ADMIN_TOKEN_RESET', false),
    pixelTokenSecret: text(env, 'PIXEL_TOKEN_SECRET'),
    shopifyHmacSecret: text(env, 'SHOPIFY_HMAC_SECRET'),
    demo: flag(env, 'DEMO', true),
    loadMaxAgeSeconds: integer(env, 'LOAD_MAX_AGE', 0, 0, 86_400),
    loadStaleSeconds: integer(env, 'LOAD_STALE', 86_400, 0, 86_400),
    trustProxy: proxyTrust(env),
    requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT', 15, 1, 600) * 1000,
    retentionDays: integer(env, 'RETENTION_DAYS', 400, 0, 100_000),
    logLevel: text(env, 'LOG_LEVEL') ?? 'warn',
    rateLimits: {
      smsPerIp: { max: integer(env, 'SMS_RATE_PER_IP', 120, 1, 100_000), windowMs: 60_000 },
      smsPerSession: { max: integer(env, 'SMS_RATE_PER_SESSION', 5, 1, 100_000), windowMs: 60_000 },
      smsPerWidget: { max: integer(env, 'SMS_RATE_PER_WIDGET', 600, 1, 1_000_000), windowMs: 60_000 },
      smsPerPhone: { max: integer(env, 'SMS_RATE_PER_PHONE', 5, 1, 100_000), windowMs: 3_600_000 },
      eventsPerIp: { max: integer(env, 'EVENT_RATE_PER_IP', 3000, 1, 1_000_000), windowMs: 60_000 },
      eventsPerSession: { max: integer(env, 'EVENT_RATE_PER_SESSION', EVENTS_PER_SESSION_DEFAULT, 1, 1_000_000), windowMs: 60_000 },
      eventBytesPerIp: { max: integer(env, 'EVENT_KB_PER_IP', 4096, 1, 10_000_000) * 1024, windowMs: 60_000 },
      adminFailuresPerIp: { max: integer(env, 'ADMIN_FAILURES_PER_IP', 10, 1, 10_000), windowMs: 60_000 },
    },
  };
}
