/**
 * The teleprompter's box math, pure so it can be tested without a browser. The box lives in px while the user drags
 * or resizes; the stored position and size are CSS length strings (settings.ts), so section 9's defaults ("50%",
 * "50vw", "40vh") and a remembered place ("120px") go through the same reader.
 */
import { TELEPROMPTER } from '@applypilot/contracts';
import type { TeleprompterPosition, TeleprompterSize } from '../../../lib/interview/settings';

export interface Box {
  /** Left edge in px from the viewport's left (not the centre). */
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Viewport {
  width: number;
  height: number;
}

export const MIN_WIDTH = TELEPROMPTER.minSize.width;
export const MIN_HEIGHT = TELEPROMPTER.minSize.height;

/**
 * A CSS length as px: px, %, vw, vh (and a bare number as px). `reference` is what % is of (the viewport's width for
 * left and width, its height for top and height). Anything else reads as null, so the caller falls back to a default.
 */
export function lengthToPx(value: string, reference: number, viewport: Viewport): number | null {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*(px|%|vw|vh)?\s*$/.exec(value);
  if (!match) return null;
  const amount = Number(match[1]);
  switch (match[2]) {
    case '%':
      return (amount / 100) * reference;
    case 'vw':
      return (amount / 100) * viewport.width;
    case 'vh':
      return (amount / 100) * viewport.height;
    default:
      return amount;
  }
}

/** A px number as the string settings.ts stores (at most two decimals, so no float noise is remembered). */
export function px(value: number): string {
  return `${Math.round(value * 100) / 100}px`;
}

/**
 * Section 9's default left is "50%" of a box centred on that point (translateX(-50%)); a remembered left in px is the
 * left edge. A percentage therefore means "centre here", anything else "left edge here".
 */
export function isCentred(position: TeleprompterPosition): boolean {
  return position.left.trim().endsWith('%');
}

/** The box the stored strings describe in this viewport, at least the minimum size and kept inside the viewport. */
export function resolveBox(position: TeleprompterPosition, size: TeleprompterSize, viewport: Viewport): Box {
  const width =
    lengthToPx(size.width, viewport.width, viewport) ??
    (lengthToPx(TELEPROMPTER.defaultSize.width, viewport.width, viewport) as number);
  const height =
    lengthToPx(size.height, viewport.height, viewport) ??
    (lengthToPx(TELEPROMPTER.defaultSize.height, viewport.height, viewport) as number);
  const sized = fitSize(width, height, viewport);
  const leftValue = lengthToPx(position.left, viewport.width, viewport);
  const top = lengthToPx(position.top, viewport.height, viewport) ?? 20;
  const left =
    leftValue === null
      ? (viewport.width - sized.width) / 2
      : isCentred(position)
        ? leftValue - sized.width / 2
        : leftValue;
  return clampBox({ left, top, ...sized }, viewport);
}

/** At least the minimum size, at most the viewport (a viewport smaller than the minimum wins: nothing off screen). */
function fitSize(width: number, height: number, viewport: Viewport): { width: number; height: number } {
  return {
    width: Math.min(Math.max(width, MIN_WIDTH), Math.max(viewport.width, 0)),
    height: Math.min(Math.max(height, MIN_HEIGHT), Math.max(viewport.height, 0)),
  };
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), Math.max(low, high));
}

/** The box moved and shrunk as needed so all of it is inside the viewport. */
export function clampBox(box: Box, viewport: Viewport): Box {
  const { width, height } = fitSize(box.width, box.height, viewport);
  return {
    width,
    height,
    left: clamp(box.left, 0, viewport.width - width),
    top: clamp(box.top, 0, viewport.height - height),
  };
}

/** Dragging by (dx, dy) from where the drag began: the same size, the place kept inside the viewport. */
export function moveBox(start: Box, dx: number, dy: number, viewport: Viewport): Box {
  return clampBox({ ...start, left: start.left + dx, top: start.top + dy }, viewport);
}

/**
 * Resizing from the bottom-right grip by (dx, dy): the top-left corner stays put; never below the minimum, never past
 * the viewport's right or bottom edge.
 */
export function resizeBox(start: Box, dx: number, dy: number, viewport: Viewport): Box {
  const width = clamp(start.width + dx, MIN_WIDTH, viewport.width - start.left);
  const height = clamp(start.height + dy, MIN_HEIGHT, viewport.height - start.top);
  return clampBox({ ...start, width, height }, viewport);
}

/** What settings.ts stores for a box: px strings of the left edge, top, width and height. */
export function boxToStored(box: Box): { position: TeleprompterPosition; size: TeleprompterSize } {
  return {
    position: { top: px(box.top), left: px(box.left) },
    size: { width: px(box.width), height: px(box.height) },
  };
}
