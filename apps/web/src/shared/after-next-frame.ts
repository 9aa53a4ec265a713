/**
 * Runs `work` in a task just after the next frame has been drawn; the answer cancels it. For
 * what a tap's response need not wait for: work that would otherwise hold its first frame back
 * on a slow phone (docs/performance.md, "Taps and odds updates, second round").
 */
export function afterNextFrame(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    // A frame callback runs before that frame is drawn; a task queued from it runs after.
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
