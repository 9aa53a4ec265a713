/**
 * The chat button's drag rules: a press that moves less than the spec's 10 px is a tap (it opens
 * chat); a longer move drags the button, kept fully inside the window.
 */
import { CHAT_BUTTON_DRAG_THRESHOLD_PX } from '@khela/contract';

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** True once the pointer has travelled the threshold or more from where it went down. */
export function isDrag(start: Point, current: Point, thresholdPx = CHAT_BUTTON_DRAG_THRESHOLD_PX) {
  return Math.hypot(current.x - start.x, current.y - start.y) >= thresholdPx;
}

/** Keeps a box of `size` at `position` (its top-left corner) inside `bounds`, `marginPx` clear. */
export function clampToBounds(position: Point, size: Size, bounds: Size, marginPx = 8): Point {
  const maxX = Math.max(marginPx, bounds.width - size.width - marginPx);
  const maxY = Math.max(marginPx, bounds.height - size.height - marginPx);
  return {
    x: Math.min(Math.max(position.x, marginPx), maxX),
    y: Math.min(Math.max(position.y, marginPx), maxY),
  };
}

/** Where the button sits after the pointer moved from `pointerStart` to `pointer`. */
export function draggedPosition(
  buttonStart: Point,
  pointerStart: Point,
  pointer: Point,
  size: Size,
  bounds: Size,
): Point {
  return clampToBounds(
    {
      x: buttonStart.x + pointer.x - pointerStart.x,
      y: buttonStart.y + pointer.y - pointerStart.y,
    },
    size,
    bounds,
  );
}
