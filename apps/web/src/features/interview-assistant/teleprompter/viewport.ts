import type { Viewport } from './geometry';

/** The layout viewport without a scrollbar, so the box never hides under one. */
export function currentViewport(): Viewport {
  return { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight };
}
