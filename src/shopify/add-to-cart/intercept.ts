/**
 * Add-to-cart interception (docs/shopify.md): a click on the shop's add-to-cart button (a pointer,
 * the keyboard, assistive technology, a script), caught by a capturing listener on the window while
 * the overlay marks the button as intercepted; unless the visitor already opted in, the add-to-cart
 * widgets open and the click waits for them, then the button is clicked once, so the theme's own
 * form submit, cart request and drawer happen as if we had never been there. The button itself
 * stays the element that receives the click.
 * A click that goes through, or is replayed, starts the cart-token poll. Without any add-to-cart
 * widget there is nothing to show first: no overlay, only the poll.
 */
import { ADD_TO_CART_QUESTIONABLE_AREA_PX2, NEGATIVE_STATUSES } from '../../runtime/constants';
import type { ShopHost } from '../shop-host';
import { messageOf, shopLog } from '../shop-log';
import { createButtonOverlay } from './button-overlay';
import { ADD_TO_CART_FORM, findAddToCartButton, type AddToCartButton } from './find-button';
import { holdForWidgets } from './hold-click';

const buttonAnalytics = (statusDescription: string) =>
  ({ widgetType: 'modal', widgetTypeDescription: 'add_to_cart', type: 'impression', status: 'negative', statusDescription }) as const;

/** Arms the interceptor; `onCartClick` runs after every add-to-cart click that reaches the theme. Returns the disarm. */
export function interceptAddToCart(host: ShopHost, onCartClick: () => void): () => void {
  const { win, pixel } = host;
  const doc = win.document;
  const withWidgets = host.addToCartInstances().length > 0;
  let holding = false;
  let replaying = false;
  let current: AddToCartButton | undefined;
  let questionableReported = false;

  function findButton(): AddToCartButton | undefined {
    const found = findAddToCartButton(doc);
    if (found && found !== current && !questionableReported) {
      const { width, height } = found.getBoundingClientRect();
      if (width * height < ADD_TO_CART_QUESTIONABLE_AREA_PX2) {
        questionableReported = true;
        pixel.logAnalytics(buttonAnalytics(NEGATIVE_STATUSES.addToCartButtonQuestionable));
      }
    }
    return (current = found);
  }

  function replay(): void {
    const button = current?.isConnected ? current : findButton();
    replaying = true;
    try {
      button?.click();
    } finally {
      replaying = false;
    }
    onCartClick();
  }

  async function hold(): Promise<void> {
    // A second click while the first is held adds nothing: the first is replayed once.
    if (holding) return;
    if (pixel.hasOptedIn()) return replay();
    holding = true;
    try {
      await holdForWidgets(host);
    } finally {
      holding = false;
      replay();
    }
  }

  const intercept = () => hold().catch((error: unknown) => shopLog.warn(`add to cart: ${messageOf(error)}`));

  const overlay = withWidgets ? createButtonOverlay({ doc, button: findButton, enabled: () => !pixel.hasOptedIn() }) : undefined;
  if (withWidgets && !current) pixel.logAnalytics(buttonAnalytics(NEGATIVE_STATUSES.addToCartButtonNotFound));

  const onClick = (event: MouseEvent) => {
    if (replaying || !(event.target instanceof Element)) return;
    const form = event.target.closest(ADD_TO_CART_FORM);
    const control = form && event.target.closest('button, input');
    if (!control || !form.contains(control) || !['submit', 'image'].includes((control as AddToCartButton).type)) return;
    // While a click is held, a second one on the button is swallowed too.
    if (control !== current || !(holding || overlay?.isActive())) return onCartClick();
    event.preventDefault();
    event.stopImmediatePropagation();
    void intercept();
  };
  win.addEventListener('click', onClick, true);
  shopLog.info(
    host.debug,
    `add to cart: ${current ? 'button found' : 'no button found'}, ${withWidgets ? 'intercepting' : 'no add-to-cart widget'}`,
  );

  return () => {
    win.removeEventListener('click', onClick, true);
    overlay?.stop();
  };
}
