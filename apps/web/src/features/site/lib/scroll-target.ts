import { HEADER_SCROLL_OFFSET_PX } from '@applypilot/contracts';

/** The section anchors the header links point at, in header order. */
export const SECTION_IDS = ['how-it-works', 'features', 'pricing'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/**
 * Where the window must scroll so a section's top sits just under the fixed header (64 px high) with 10 px of air.
 * `elementTop` is the section's top relative to the viewport (getBoundingClientRect().top).
 */
export function scrollTargetTop(
  elementTop: number,
  scrollY: number,
  offset = HEADER_SCROLL_OFFSET_PX,
): number {
  return Math.max(0, Math.round(elementTop + scrollY - offset));
}

/** "#features" → "features"; an empty hash or "#" → null. The hash is decoded so "#resume%2Dai" still matches. */
export function hashToId(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (raw.length === 0) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Smooth, unless the visitor asked the system for less motion. */
function scrollBehavior(): ScrollBehavior {
  const reduce =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduce ? 'auto' : 'smooth';
}

/** Scrolls smoothly to the element with this id, below the header. Returns false when the element is not there. */
export function scrollToSection(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const top = scrollTargetTop(element.getBoundingClientRect().top, window.scrollY);
  window.scrollTo({ top, behavior: scrollBehavior() });
  return true;
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: scrollBehavior() });
}
