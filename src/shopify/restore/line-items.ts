/**
 * Reads the abandoned cart (docs/shopify.md#cart-restore, steps 2–3): it needs a state and
 * `payload.line_items` as an array. Line items that cannot be added (an id that is not a positive
 * integer, a quantity that is not one) are skipped with a warning rather than sent to the shop.
 */
import { ABANDONED_CART_EMPTY, ABANDONED_CART_NOT_VALID } from '../../runtime/constants';
import type { AbandonedCartAnswer, LineItem } from '../shop-calls';
import { shopLog } from '../shop-log';

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** Variant ids come as numbers or, when too long for some JSON encoders, as strings of digits. */
function variantId(value: unknown): number | undefined {
  const id = typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : value;
  return isCount(id) ? id : undefined;
}

/** The line items to add, in order; throws the documented messages for an invalid or empty cart. */
export function readLineItems(answer: AbandonedCartAnswer | undefined): LineItem[] {
  const lines = answer?.payload?.line_items;
  if (!answer?.state || !Array.isArray(lines)) throw new Error(ABANDONED_CART_NOT_VALID);
  const items: LineItem[] = [];
  lines.forEach((line: { id?: unknown; quantity?: unknown } | null, index) => {
    const id = variantId(line?.id);
    const quantity = line?.quantity;
    if (id !== undefined && isCount(quantity)) items.push({ id, quantity });
    else shopLog.warn(`abandoned cart line ${index + 1} skipped: it needs a variant id and a positive whole quantity`);
  });
  if (items.length === 0) throw new Error(ABANDONED_CART_EMPTY);
  return items;
}
