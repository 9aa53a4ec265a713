/**
 * The SEO block's fold ([contract: Screens]): folded, it shows the first 970 px; the toggle appears
 * only when the text is taller than that, so it never does nothing.
 */
import { FOOTER_COLLAPSED_HEIGHT_PX } from '@khela/contract';

export interface FoldView {
  /** Whether the text is tall enough to fold at all. */
  canFold: boolean;
  /** The height limit to apply, or undefined to show everything. */
  maxHeightPx: number | undefined;
  /** The toggle's text, or undefined when there is no toggle. */
  toggle: 'showMore' | 'showLess' | undefined;
}

export function foldView(
  contentHeightPx: number,
  isExpanded: boolean,
  limitPx = FOOTER_COLLAPSED_HEIGHT_PX,
): FoldView {
  const canFold = contentHeightPx > limitPx;
  if (!canFold) return { canFold, maxHeightPx: undefined, toggle: undefined };
  return isExpanded
    ? { canFold, maxHeightPx: undefined, toggle: 'showLess' }
    : { canFold, maxHeightPx: limitPx, toggle: 'showMore' };
}
