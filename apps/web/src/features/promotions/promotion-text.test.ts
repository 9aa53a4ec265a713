// Proves the card texts: the description preview keeps exactly the first five words (with an
// ellipsis only when words were cut), and calendar dates read day/month/year in either language
// without any time zone moving them.
import { PROMOTION_DESCRIPTION_PREVIEW_WORDS } from '@khela/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCalendarDate, previewWords } from './promotion-text';

describe('previewWords', () => {
  it('keeps the first five words of a longer description', () => {
    expect(PROMOTION_DESCRIPTION_PREVIEW_WORDS).toBe(5);
    expect(previewWords('Double your first deposit up to ৳10,000 and more')).toBe(
      'Double your first deposit up…',
    );
  });

  it('shows a short description whole, without an ellipsis', () => {
    expect(previewWords('Weekly cashback')).toBe('Weekly cashback');
    expect(previewWords('one two three four five')).toBe('one two three four five');
  });

  it('counts words across any run of spaces and line breaks', () => {
    expect(previewWords('  one\n two   three\tfour five six ')).toBe('one two three four five…');
    expect(previewWords('')).toBe('');
  });
});

describe('formatCalendarDate', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('writes YYYY-MM-DD as day/month/year', () => {
    expect(formatCalendarDate('2024-12-31', 'en')).toBe('31/12/2024');
    expect(formatCalendarDate('2026-01-05', 'en')).toBe('05/01/2026');
  });

  it('uses Bangla digits in Bangla', () => {
    expect(formatCalendarDate('2024-12-31', 'bn')).toBe('৩১/১২/২০২৪');
  });

  it('never shifts the day, whatever the zone (the date is not read as an instant)', () => {
    vi.stubEnv('TZ', 'America/Los_Angeles');
    expect(formatCalendarDate('2025-01-01', 'en')).toBe('01/01/2025');
  });

  it('shows anything that is not a date as it came', () => {
    expect(formatCalendarDate('soon', 'en')).toBe('soon');
  });
});
