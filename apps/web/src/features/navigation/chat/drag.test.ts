// Proves the chat button's tap/drag split at the spec's 10 px and that a dragged button stays
// inside the window, by feeding pointer positions to the pure rules.
import { CHAT_BUTTON_DRAG_THRESHOLD_PX } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { clampToBounds, draggedPosition, isDrag } from './drag';

describe('isDrag', () => {
  const start = { x: 100, y: 100 };

  it('counts a movement under 10 px as a tap', () => {
    expect(isDrag(start, { x: 100, y: 100 })).toBe(false);
    expect(isDrag(start, { x: 109, y: 100 })).toBe(false);
    expect(isDrag(start, { x: 106, y: 107 })).toBe(false); // 9.2 px diagonally
  });

  it('counts 10 px or more, in any direction, as a drag', () => {
    expect(CHAT_BUTTON_DRAG_THRESHOLD_PX).toBe(10);
    expect(isDrag(start, { x: 110, y: 100 })).toBe(true);
    expect(isDrag(start, { x: 100, y: 90 })).toBe(true);
    expect(isDrag(start, { x: 108, y: 106 })).toBe(true); // exactly 10 px diagonally
  });
});

describe('draggedPosition', () => {
  const size = { width: 56, height: 56 };
  const bounds = { width: 375, height: 812 };

  it('moves the button by the pointer travel', () => {
    expect(
      draggedPosition({ x: 300, y: 600 }, { x: 320, y: 620 }, { x: 200, y: 500 }, size, bounds),
    ).toEqual({ x: 180, y: 480 });
  });

  it('keeps the button 8 px inside every edge', () => {
    expect(
      draggedPosition({ x: 300, y: 600 }, { x: 320, y: 620 }, { x: -400, y: -900 }, size, bounds),
    ).toEqual({ x: 8, y: 8 });
    expect(clampToBounds({ x: 999, y: 999 }, size, bounds)).toEqual({ x: 311, y: 748 });
  });
});
