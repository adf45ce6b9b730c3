/**
 * The add-to-cart button: the first visible submit control inside `form[action*="/cart/add"]` (docs/shopify.md#add-to-cart-interception).
 */

export const ADD_TO_CART_FORM = 'form[action*="/cart/add"]';
const SUBMIT_CONTROLS = 'button:not([type]), button[type="submit" i], input[type="submit" i], input[type="image" i]';

export type AddToCartButton = HTMLButtonElement | HTMLInputElement;

function isVisible(element: HTMLElement): boolean {
  if (typeof element.checkVisibility === 'function') return element.checkVisibility({ visibilityProperty: true });
  return element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
}

export function findAddToCartButton(doc: Document): AddToCartButton | undefined {
  for (const form of doc.querySelectorAll(ADD_TO_CART_FORM)) {
    for (const control of form.querySelectorAll<AddToCartButton>(SUBMIT_CONTROLS)) {
      if (isVisible(control)) return control;
    }
  }
  return undefined;
}
