/**
 * Keeps the newest of a run of values and hands it on once, in the next animation frame: a
 * stream faster than the screen is drawn at most once a frame. A hidden page draws no frames;
 * its newest value waits, and is handed on when the page shows again.
 */
export function frameCoalescer<T>(handle: (value: T) => void): {
  push: (value: T) => void;
  cancel: () => void;
} {
  let pending: { value: T } | undefined;
  let frame: number | undefined;
  const flush = () => {
    frame = undefined;
    const next = pending;
    pending = undefined;
    if (next) handle(next.value);
  };
  return {
    push: (value) => {
      pending = { value };
      frame ??= requestAnimationFrame(flush);
    },
    cancel: () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      frame = undefined;
      pending = undefined;
    },
  };
}
