/**
 * Restores an abandoned cart from a link carrying `cart_token` and `manychat_cart_hmac`, in the
 * documented order (docs/shopify.md#cart-restore): overlay; fetch the cart; validate; clear the live cart;
 * repair; add the line items one by one; link the cart; go to checkout unless debugging.
 *
 * Failures: an invalid or empty cart, or a live cart that cannot be cleared, stop the restore
 * (overlay removed, error logged, no redirect). A failed repair is logged and the restore goes on,
 * since the visitor's cart matters more than the server's bookkeeping. A line the shop refuses
 * (sold out, say) is skipped; with none added at all there is nothing to check out.
 */
import type { ShopCalls } from '../shop-calls';
import { cartToken } from '../shop-page';
import { messageOf, shopLog } from '../shop-log';
import { readLineItems } from './line-items';
import { redirectTarget } from './redirect-target';
import { showRestoreOverlay } from './restore-overlay';

interface RestoreDeps {
  win: Window;
  calls: ShopCalls;
  token: string;
  hmac: string;
  debug: boolean;
  /** Step 7: links the restored cart (and customer) to the pixel session. */
  link: () => void;
  navigate?: (url: string) => void;
}

export const NO_LINE_ADDED = 'No line of the abandoned cart could be added!';

/** Resolves true when the visitor is being sent on (the page is being left), false otherwise. */
export async function restoreCart({
  win,
  calls,
  token,
  hmac,
  debug,
  link,
  navigate = (url) => win.location.assign(url),
}: RestoreDeps): Promise<boolean> {
  const removeOverlay = showRestoreOverlay(win.document);
  let leaving = false;
  try {
    const answer = await calls.cart(token, hmac);
    const items = readLineItems(answer);
    const cleared = await calls.clearCart();
    const tokenNew = cartToken(win.document) || (typeof cleared?.token === 'string' ? cleared.token : '');
    await calls.repairCart(token, hmac, tokenNew).catch((error: unknown) => shopLog.warn(`the cart repair failed: ${messageOf(error)}`));
    let added = 0;
    for (const item of items) {
      try {
        await calls.addLine(item);
        added += 1;
      } catch (error) {
        shopLog.warn(`variant ${item.id} could not be added to the cart: ${messageOf(error)}`);
      }
    }
    if (added === 0) throw new Error(NO_LINE_ADDED);
    link();
    const target = redirectTarget(answer?.redirect_target, win.location.href);
    if (debug) {
      shopLog.info(true, `cart restored; data-debug keeps the page instead of going to ${target}`);
      return false;
    }
    // The overlay stays while the page is left; a page restored from the back/forward cache drops it.
    win.addEventListener('pageshow', (event) => event.persisted && removeOverlay());
    navigate(target);
    leaving = true;
    return true;
  } catch (error) {
    shopLog.error(messageOf(error));
    return false;
  } finally {
    if (!leaving) removeOverlay();
  }
}
