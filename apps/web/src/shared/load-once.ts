/**
 * A chunk's download started once and shared by every later ask; a failed one is tried again on
 * the next. Asking `import()` again for a chunk already there still runs the bundler's preload
 * helper, which walks the document's links for each of its files: on a throttled phone that was
 * 10 ms of a tap's time for the side menu (docs/performance.md, "Taps and odds updates, second round").
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    if (!pending) {
      const started = load();
      pending = started;
      started.catch(() => {
        if (pending === started) pending = undefined;
      });
    }
    return pending;
  };
}
