/**
 * A value computed on every animation frame (the multiplier, the countdown) that re-renders only
 * when it changes, so the digits move smoothly without 60 renders a second of the whole page.
 */
import { useEffect, useRef, useState } from 'react';

const frame =
  typeof requestAnimationFrame === 'function'
    ? (callback: () => void) => requestAnimationFrame(callback)
    : (callback: () => void) => setTimeout(callback, 16) as unknown as number;
const cancelFrame =
  typeof cancelAnimationFrame === 'function'
    ? (handle: number) => cancelAnimationFrame(handle)
    : (handle: number) => clearTimeout(handle);

export function useFrameValue<T extends string | number>(compute: () => T, active: boolean): T {
  const computeRef = useRef(compute);
  const [value, setValue] = useState(compute);
  useEffect(() => {
    computeRef.current = compute;
  });
  useEffect(() => {
    setValue(computeRef.current());
    if (!active) return;
    let handle = 0;
    const step = () => {
      setValue(computeRef.current());
      handle = frame(step);
    };
    handle = frame(step);
    return () => cancelFrame(handle);
  }, [active]);
  // When inactive, follow the inputs on each render (a crashed round's fixed point).
  return active ? value : compute();
}
