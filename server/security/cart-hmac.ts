/**
 * Abandoned-cart links carry `cart_token` and `manychat_cart_hmac` (docs/server.md#the-visitor-api). The HMAC is
 * HMAC-SHA256 of the cart token under SHOPIFY_HMAC_SECRET, as lower-case hex, so whatever sends the
 * links (a mail or messaging flow) can compute it with the same secret.
 */
import { createHmac } from 'node:crypto';
import { ABANDONED_CART_PARAMS } from '../../src/runtime/constants';
import { secretsMatch } from './constant-time';

export function cartHmac(secret: string, cartToken: string): string {
  return createHmac('sha256', secret).update(cartToken).digest('hex');
}

export function isCartHmacValid(secret: string, cartToken: string, hmac: string): boolean {
  return secretsMatch(hmac.toLowerCase(), cartHmac(secret, cartToken));
}

/** The query that makes a shop page restore the cart, e.g. `?cart_token=…&manychat_cart_hmac=…`. */
export function cartRestoreQuery(secret: string, cartToken: string): string {
  const params = new URLSearchParams({
    [ABANDONED_CART_PARAMS.token]: cartToken,
    [ABANDONED_CART_PARAMS.hmac]: cartHmac(secret, cartToken),
  });
  return `?${params.toString()}`;
}
