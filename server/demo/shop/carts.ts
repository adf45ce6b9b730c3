/**
 * The demo storefront's carts, kept in memory: they are a stand-in for the shop platform, not the
 * owner's data. The oldest are dropped past a limit, so a visitor creating carts in a loop cannot
 * grow the process without bound.
 */
import { randomBytes } from 'node:crypto';
import { findVariant, type Product, type ProductVariant } from './catalog';

export interface CartLine {
  product: Product;
  variant: ProductVariant;
  quantity: number;
}

export interface DemoCarts {
  has(token: string): boolean;
  create(): string;
  lines(token: string): CartLine[];
  /** Adds a quantity of a variant; false when the variant does not exist. */
  add(token: string, variantId: number, quantity: number): boolean;
  clear(token: string): void;
}

const MAX_QUANTITY = 999;

export function createDemoCarts(limit = 1000): DemoCarts {
  const carts = new Map<string, Map<number, number>>();
  const cartOf = (token: string) => carts.get(token) ?? new Map<number, number>();
  return {
    has: (token) => carts.has(token),
    create() {
      // The shape of Shopify's classic cart tokens: 32 hex characters.
      const token = randomBytes(16).toString('hex');
      carts.set(token, new Map());
      while (carts.size > limit) carts.delete(carts.keys().next().value as string);
      return token;
    },
    lines(token) {
      return [...cartOf(token)].flatMap(([variantId, quantity]) => {
        const found = findVariant(variantId);
        return found ? [{ ...found, quantity }] : [];
      });
    },
    add(token, variantId, quantity) {
      if (!findVariant(variantId)) return false;
      const cart = cartOf(token);
      cart.set(variantId, Math.min(MAX_QUANTITY, (cart.get(variantId) ?? 0) + quantity));
      carts.set(token, cart);
      return true;
    },
    clear(token) {
      if (carts.has(token)) carts.set(token, new Map());
    },
  };
}
