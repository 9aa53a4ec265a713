// Proves the SEO block's fold: folded to the spec's 970 px with Show More, open with Show Less,
// and no toggle at all when the text is not taller than the fold.
import { FOOTER_COLLAPSED_HEIGHT_PX } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { foldView } from './fold';

describe('foldView', () => {
  it('folds tall text to 970 px and offers Show More', () => {
    expect(FOOTER_COLLAPSED_HEIGHT_PX).toBe(970);
    expect(foldView(1600, false)).toEqual({ canFold: true, maxHeightPx: 970, toggle: 'showMore' });
  });

  it('shows all of it once expanded and offers Show Less', () => {
    expect(foldView(1600, true)).toEqual({
      canFold: true,
      maxHeightPx: undefined,
      toggle: 'showLess',
    });
  });

  it('needs no toggle when the text fits', () => {
    expect(foldView(970, false)).toEqual({
      canFold: false,
      maxHeightPx: undefined,
      toggle: undefined,
    });
    expect(foldView(0, true).toggle).toBeUndefined();
  });
});
