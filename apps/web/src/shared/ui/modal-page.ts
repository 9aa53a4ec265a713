/**
 * What a modal layer (the dialog, the side menu) does to the page under it: every other child of
 * <body> becomes inert, so pointers, Tab and screen readers stay in the layer, and the page stops
 * scrolling. The answer puts both back.
 */
export function holdPageUnder(host: HTMLElement): () => void {
  const changed: HTMLElement[] = [];
  for (const element of Array.from(document.body.children)) {
    if (element instanceof HTMLElement && element !== host && !element.inert) {
      element.inert = true;
      changed.push(element);
    }
  }
  const previousOverflow = document.body.style.overflow;
  document.body.style.overflow = 'hidden';
  return () => {
    for (const element of changed) element.inert = false;
    document.body.style.overflow = previousOverflow;
  };
}
