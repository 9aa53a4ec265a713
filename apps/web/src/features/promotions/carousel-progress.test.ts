// Proves the desktop banner's progress: one step per 30 ms tick from 0 up to 100, where the tick
// that reaches 100 moves to the next slide and starts again at 0, so a slide stays 3000 ms.
import { DESKTOP_PROMOTION_SLIDE_MS, PROGRESS_TICK_MS } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { nextProgress, PROGRESS_MAX } from './carousel-progress';

describe('nextProgress', () => {
  it('steps by one and does not advance before the end', () => {
    expect(nextProgress(0)).toEqual({ progress: 1, advance: false });
    expect(nextProgress(98)).toEqual({ progress: 99, advance: false });
  });

  it('advances on the step that reaches 100 and starts over', () => {
    expect(nextProgress(99)).toEqual({ progress: 0, advance: true });
    expect(nextProgress(PROGRESS_MAX)).toEqual({ progress: 0, advance: true });
  });

  it('makes one full cycle last the spec slide time', () => {
    let progress = 0;
    let ticks = 0;
    let advanced = false;
    while (!advanced) {
      const step = nextProgress(progress);
      progress = step.progress;
      advanced = step.advance;
      ticks += 1;
    }
    expect(ticks * PROGRESS_TICK_MS).toBe(DESKTOP_PROMOTION_SLIDE_MS);
  });
});
