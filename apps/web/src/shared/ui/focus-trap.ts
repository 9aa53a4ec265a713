/**
 * Keeps Tab and Shift+Tab inside a container (the side menu, the dialog): past the last control
 * focus wraps to the first, before the first to the last, and from outside it comes back in. A
 * control inside a hidden or inert part does not count. The selector is also what the dialog
 * counts as a control when it chooses what to focus first.
 */
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';

export const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (element) => !element.closest('[hidden], [inert]'),
  );
}

/** Handles one Tab key press; returns true when it moved focus itself. */
export function trapTab(container: HTMLElement, event: KeyboardEvent | ReactKeyboardEvent) {
  if (event.key !== 'Tab') return false;
  const focusable = focusableIn(container);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return true;
  }
  const active = document.activeElement;
  const isInside = active instanceof Node && container.contains(active);
  if (event.shiftKey && (active === first || !isInside)) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || !isInside)) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}
