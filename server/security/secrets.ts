/**
 * The three secrets the server signs and checks with. Each comes from the environment; when one
 * is not set, a random value is generated on first start and kept in the database, so tokens and
 * links already handed out keep working after a restart.
 */
import { randomBytes } from 'node:crypto';
import type { ServerConfig } from '../config';
import type { Storage } from '../storage/storage';

export interface Secrets {
  /** Bearer token of the owner API and pages. */
  adminToken: string;
  /** Signs the pixel tokens that conversion and money events need. */
  pixelTokenSecret: string;
  /** Signs abandoned-cart links: HMAC-SHA256 of the cart token. */
  shopifyHmacSecret: string;
}

export interface ResolvedSecrets extends Secrets {
  /** True when the admin token was generated rather than set, so start-up prints it. */
  adminTokenGenerated: boolean;
}

export function randomSecret(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

async function fromEnvOrStored(storage: Storage, name: string, fromEnv: string | undefined) {
  if (fromEnv) return { value: fromEnv, generated: false };
  const stored = await storage.getServerValue(name);
  if (stored) return { value: stored, generated: true };
  const value = randomSecret();
  await storage.setServerValue(name, value);
  return { value, generated: true };
}

export async function resolveSecrets(config: ServerConfig, storage: Storage): Promise<ResolvedSecrets> {
  const admin = await fromEnvOrStored(storage, 'admin_token', config.adminToken);
  const pixel = await fromEnvOrStored(storage, 'pixel_token_secret', config.pixelTokenSecret);
  const shopify = await fromEnvOrStored(storage, 'shopify_hmac_secret', config.shopifyHmacSecret);
  return {
    adminToken: admin.value,
    adminTokenGenerated: admin.generated,
    pixelTokenSecret: pixel.value,
    shopifyHmacSecret: shopify.value,
  };
}
