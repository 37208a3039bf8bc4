export const VARIANTS = ['v1-legacy', 'v2-classic', 'v3-shadow', 'v4-dialog'] as const;
export type Variant = (typeof VARIANTS)[number];

export function isVariant(value: string): value is Variant {
  return (VARIANTS as readonly string[]).includes(value);
}

/** v3 and v4 live on /jobs/search-results/, v1 and v2 on /jobs/search/. */
export function searchPathOf(variant: Variant): string {
  return variant === 'v3-shadow' || variant === 'v4-dialog' ? '/jobs/search-results/' : '/jobs/search/';
}
