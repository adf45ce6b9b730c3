/** The demo storefront's products. Prices in cents, as Shopify's cart API gives them. */

export interface ProductVariant {
  id: number;
  title: string;
  price: number;
}

export interface Product {
  id: number;
  handle: string;
  title: string;
  description: string;
  variants: ProductVariant[];
}

export const PRODUCTS: readonly Product[] = [
  {
    id: 7001,
    handle: 'house-blend',
    title: 'House Blend',
    description: 'Chocolate, hazelnut and a long, sweet finish. Medium roast, 340 g.',
    variants: [{ id: 41001, title: '340 g', price: 1600 }],
  },
  {
    id: 7002,
    handle: 'ethiopia-guji',
    title: 'Ethiopia Guji',
    description: 'Peach, bergamot and black tea. Light roast, 250 g.',
    variants: [{ id: 41002, title: '250 g', price: 1900 }],
  },
];

export function findProduct(handle: string): Product | undefined {
  return PRODUCTS.find((product) => product.handle === handle);
}

export function findVariant(variantId: number): { product: Product; variant: ProductVariant } | undefined {
  for (const product of PRODUCTS) {
    const variant = product.variants.find((entry) => entry.id === variantId);
    if (variant) return { product, variant };
  }
  return undefined;
}
