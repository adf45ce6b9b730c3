import { CART_TOKEN_POLL_ATTEMPTS, CART_TOKEN_POLL_INTERVAL_MS } from '../../runtime/constants';

/**
 * After an add-to-cart click the shop may create the cart a moment later (docs/shopify.md#session-events): the check
 * runs every 500 ms, 5 times, or until it reports a change. A new click starts the count again.
 */
export function createCartTokenPoll(check: () => boolean): { poll(): void; stop(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => clearTimeout(timer);
  function poll(): void {
    stop();
    let tries = 0;
    const next = () => {
      timer = setTimeout(() => {
        tries += 1;
        let changed = false;
        try {
          changed = check();
        } catch {
          // Counted as no change; the next try may see it.
        }
        if (!changed && tries < CART_TOKEN_POLL_ATTEMPTS) next();
      }, CART_TOKEN_POLL_INTERVAL_MS);
    };
    next();
  }
  return { poll, stop };
}
