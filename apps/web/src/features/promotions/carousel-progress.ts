/**
 * The desktop banner's progress value ([contract: States], [contract: Limits]): one step every 30 ms from 0 towards
 * 100; the step that reaches 100 moves the carousel on and starts again from 0. 100 steps of
 * 30 ms are exactly the 3000 ms a slide stays.
 */
export const PROGRESS_MAX = 100;

export interface ProgressStep {
  progress: number;
  /** True on the tick that completes a cycle: the carousel shows the next slide. */
  advance: boolean;
}

export function nextProgress(progress: number): ProgressStep {
  const next = Math.max(0, Math.floor(progress)) + 1;
  return next >= PROGRESS_MAX ? { progress: 0, advance: true } : { progress: next, advance: false };
}
