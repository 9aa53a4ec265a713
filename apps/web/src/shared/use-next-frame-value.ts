/**
 * The value, with each change shown one frame late: the frame that answers a tap draws the cheap
 * part (a tab marked chosen) and whatever reads this value draws in the next, so a costly part
 * does not hold the tap's answer back on a slow phone (docs/performance.md, "Taps, third round").
 * React's `useDeferredValue` starts its second render as soon as it can, often before the first
 * is drawn; this waits for that frame.
 */
import { useEffect, useState } from 'react';
import { afterNextFrame } from './after-next-frame';

export function useNextFrameValue<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(shown, value)) return undefined;
    return afterNextFrame(() => setShown(value));
  }, [value, shown]);
  return shown;
}
