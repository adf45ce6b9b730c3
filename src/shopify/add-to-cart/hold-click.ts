/**
 * What an intercepted add-to-cart click waits for (docs/shopify.md#add-to-cart-interception): every add-to-cart modal is opened;
 * if at least one opens, the click is held until all that opened are closed. An opt-in closes them
 * (the visitor has what the widget offered). Resolves when the click may go on; never rejects.
 */
import { ADD_TO_CART_OPEN_WAIT_MS, ADD_TO_CART_OVERLAY_REPOSITION_MS, NEGATIVE_STATUSES } from '../../runtime/constants';
import type { ShopHost } from '../shop-host';
import { messageOf, shopLog } from '../shop-log';

type GateHost = Pick<ShopHost, 'addToCartInstances' | 'open' | 'close' | 'isOpen' | 'onLifecycle' | 'pixel' | 'debug'>;

const openErrorAnalytics = {
  widgetType: 'modal',
  widgetTypeDescription: 'add_to_cart',
  type: 'impression',
  status: 'negative',
  statusDescription: NEGATIVE_STATUSES.addToCartWidgetOpenError,
} as const;

/** A widget that has not opened in this long (its UI could not load, say) no longer holds the click. */
function openWithin(host: GateHost, id: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(false), ADD_TO_CART_OPEN_WAIT_MS);
    host.open(id).then(
      (opened) => (clearTimeout(timer), resolve(opened)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

export async function holdForWidgets(host: GateHost): Promise<void> {
  const ids = host.addToCartInstances();
  const opened = new Set<string>();
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const stopLifecycle = host.onLifecycle((event) => {
    if (event.type === 'optin' && ids.includes(event.instanceId)) [...opened].forEach((id) => host.close(id));
  });
  try {
    await Promise.all(
      ids.map((id) =>
        openWithin(host, id).then(
          (isOpen) => void (isOpen && opened.add(id)),
          (error: unknown) => {
            shopLog.warn(`an add-to-cart widget could not open: ${messageOf(error)}`);
            host.pixel.logAnalytics(openErrorAnalytics);
          },
        ),
      ),
    );
    shopLog.info(host.debug, `add to cart: ${opened.size} of ${ids.length} widgets opened`);
    // Closes are read from the store itself, so one that happened while others were still opening, or
    // an instance dropped without a close event, is not missed.
    const check = () => [...opened].every((id) => !host.isOpen(id)) && release();
    const stopWatching = host.onLifecycle(check);
    const timer = setInterval(check, ADD_TO_CART_OVERLAY_REPOSITION_MS);
    check();
    await released;
    stopWatching();
    clearInterval(timer);
  } finally {
    stopLifecycle();
  }
}
