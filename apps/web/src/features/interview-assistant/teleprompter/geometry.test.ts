import { describe, expect, it } from 'vitest';
import { boxToStored, clampBox, lengthToPx, moveBox, resizeBox, resolveBox } from './geometry';

const desktop = { width: 1280, height: 720 };
const phone = { width: 375, height: 667 };
const defaults = { position: { top: '20px', left: '50%' }, size: { width: '50vw', height: '40vh' } };

describe('teleprompter geometry', () => {
  it('reads px, %, vw and vh, and nothing else', () => {
    expect(lengthToPx('120px', 1000, desktop)).toBe(120);
    expect(lengthToPx('50%', 1280, desktop)).toBe(640);
    expect(lengthToPx('50vw', 0, desktop)).toBe(640);
    expect(lengthToPx('40vh', 0, desktop)).toBe(288);
    expect(lengthToPx('12.5', 0, desktop)).toBe(12.5);
    expect(lengthToPx('calc(10px + 2vw)', 0, desktop)).toBeNull();
    expect(lengthToPx('', 0, desktop)).toBeNull();
  });

  it('places section 9 defaults: centred, 20 px from the top, half the width, 40 % of the height', () => {
    expect(resolveBox(defaults.position, defaults.size, desktop)).toEqual({
      left: 320,
      top: 20,
      width: 640,
      height: 288,
    });
  });

  it('keeps the 300 × 150 minimum where 50vw is narrower (a phone), still centred', () => {
    const box = resolveBox(defaults.position, defaults.size, phone);
    expect(box.width).toBe(300);
    expect(box.left).toBe(37.5);
  });

  it('a remembered px box comes back exactly', () => {
    const stored = boxToStored({ left: 120, top: 160, width: 700.5, height: 333 });
    expect(stored).toEqual({
      position: { top: '160px', left: '120px' },
      size: { width: '700.5px', height: '333px' },
    });
    expect(resolveBox(stored.position, stored.size, desktop)).toEqual({
      left: 120,
      top: 160,
      width: 700.5,
      height: 333,
    });
  });

  it('unreadable stored strings fall back to the defaults', () => {
    const box = resolveBox({ top: 'soon', left: 'auto' }, { width: 'big', height: '' }, desktop);
    expect(box).toEqual({ left: 320, top: 20, width: 640, height: 288 });
  });

  it('a drag moves the box by exactly the pointer delta', () => {
    const start = resolveBox(defaults.position, defaults.size, desktop);
    expect(moveBox(start, -200, 140, desktop)).toEqual({ left: 120, top: 160, width: 640, height: 288 });
  });

  it('a drag stops at the viewport edges', () => {
    const start = { left: 100, top: 100, width: 400, height: 200 };
    expect(moveBox(start, -500, -500, desktop)).toMatchObject({ left: 0, top: 0 });
    expect(moveBox(start, 5000, 5000, desktop)).toMatchObject({ left: 880, top: 520 });
  });

  it('a resize grows from the bottom-right corner and stops at the viewport', () => {
    const start = { left: 100, top: 100, width: 400, height: 200 };
    expect(resizeBox(start, 60, 40, desktop)).toEqual({ left: 100, top: 100, width: 460, height: 240 });
    expect(resizeBox(start, 5000, 5000, desktop)).toEqual({ left: 100, top: 100, width: 1180, height: 620 });
  });

  it('a resize never goes below 300 × 150', () => {
    const start = { left: 100, top: 100, width: 400, height: 200 };
    expect(resizeBox(start, -1000, -1000, desktop)).toEqual({ left: 100, top: 100, width: 300, height: 150 });
  });

  it('a box left outside a smaller window is pulled back in', () => {
    const remembered = { left: 900, top: 500, width: 360, height: 200 };
    expect(clampBox(remembered, phone)).toEqual({ left: 15, top: 467, width: 360, height: 200 });
  });

  it('a window smaller than the minimum gets the whole window, not a box off screen', () => {
    expect(clampBox({ left: 50, top: 50, width: 400, height: 200 }, { width: 280, height: 120 })).toEqual({
      left: 0,
      top: 0,
      width: 280,
      height: 120,
    });
  });
});
