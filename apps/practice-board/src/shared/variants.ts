export const VARIANTS = ['v1-legacy', 'v2-classic', 'v3-shadow', 'v4-dialog', 'v5-sdui'] as const;
export type Variant = (typeof VARIANTS)[number];

export function isVariant(value: string): value is Variant {
  return (VARIANTS as readonly string[]).includes(value);
}

/** v3, v4 and v5 are LinkedIn's React search (hashed classes, `/jobs/search-results/`); v1 and v2 the Ember one. */
export function isReactSearch(variant: Variant): boolean {
  return variant === 'v3-shadow' || variant === 'v4-dialog' || variant === 'v5-sdui';
}

/** v3, v4 and v5 live on /jobs/search-results/, v1 and v2 on /jobs/search/. */
export function searchPathOf(variant: Variant): string {
  return isReactSearch(variant) ? '/jobs/search-results/' : '/jobs/search/';
}
