import { afterNextFrame } from '../after-next-frame';

/**
 * What a modal layer (the dialog, the side menu) does to the page under it: every other child of
 * <body> becomes inert, so pointers, Tab and screen readers stay in the layer, and the page stops
 * scrolling. The answer puts both back.
 *
 * Marking the page inert restyles every element in it (Chromium recalculates the whole subtree's
 * style): on a throttled phone that was 60 ms between the tap and the side menu's first frame
 * (docs/performance.md). So the page goes inert just after the layer's first frame is drawn. In
 * that moment the layer's mask already takes the pointer, it holds focus itself (focus-trap.ts)
 * and says it is modal (aria-modal), so nothing underneath can be reached.
 */
export function holdPageUnder(host: HTMLElement): () => void {
  const changed: HTMLElement[] = [];
  const previousOverflow = document.body.style.overflow;
  document.body.style.overflow = 'hidden';
  const cancel = afterNextFrame(() => {
    for (const element of Array.from(document.body.children)) {
      if (element instanceof HTMLElement && element !== host && !element.inert) {
        element.inert = true;
        changed.push(element);
      }
    }
  });
  return () => {
    cancel();
    for (const element of changed) element.inert = false;
    document.body.style.overflow = previousOverflow;
  };
}
