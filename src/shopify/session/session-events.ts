/**
 * Links the shop's cart and customer to the pixel session (docs/shopify.md#session-events):
 * `shopify_session_started` once per pixel session, which forgets the cart token and customer id
 * stored for the last one; `cart_created` whenever the `cart` cookie holds a token other than the
 * stored one; `login` whenever a customer id other than the stored one appears, which also becomes
 * the `external_id` of every later event.
 */
import { STORAGE_KEYS } from '../../runtime/constants';
import type { ShopHost } from '../shop-host';
import { cartToken, customerId } from '../shop-page';

/** The pixel session's own mark, so a new session (which starts with no marks) starts again. */
export const SESSION_STARTED_MARK = 'shopify_session_started';

interface SessionEvents {
  /** Fires the session start when due, then checks cart and customer. */
  start(): void;
  /** Sends `cart_created` if the cart token changed; true when it did. */
  checkCart(): boolean;
  /** Sends `login` if a new customer id appeared. */
  checkCustomer(): void;
}

export function createSessionEvents({ win, pixel, storage }: Pick<ShopHost, 'win' | 'pixel' | 'storage'>, shop: string): SessionEvents {
  function changed(key: string, value: string): boolean {
    if (!value || storage.get(key) === value) return false;
    storage.set(key, value);
    return true;
  }

  const events: SessionEvents = {
    start() {
      if (pixel.custom.get(SESSION_STARTED_MARK) !== true) {
        pixel.custom.set(SESSION_STARTED_MARK, true);
        storage.remove(STORAGE_KEYS.shopifyCartToken);
        storage.remove(STORAGE_KEYS.shopifyCustomerId);
        pixel.logStoreEvent('shopify_session_started', { shop });
      }
      events.checkCart();
      events.checkCustomer();
    },
    checkCart() {
      const token = cartToken(win.document);
      if (!changed(STORAGE_KEYS.shopifyCartToken, token)) return false;
      pixel.logStoreEvent('cart_created', { cart_token: token });
      return true;
    },
    checkCustomer() {
      const id = customerId(win);
      if (!id) return;
      pixel.setExternalId(id);
      if (changed(STORAGE_KEYS.shopifyCustomerId, id)) pixel.logStoreEvent('login', { customer_id: id });
    },
  };
  return events;
}
