// Proves the header clock shows Dhaka time with seconds and the GMT+6 label, whatever the phone's
// own zone, ticks every second, and uses Bangla digits in Bangla.
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { HeaderClock } from './header-clock';

describe('HeaderClock', () => {
  it('shows Asia/Dhaka time labelled GMT+6 and advances every second', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-11-23T12:05:09Z'));
    renderWithProviders(<HeaderClock />);
    const clock = document.querySelector('time')!;
    expect(clock.textContent).toBe('18:05:09 GMT+6');
    expect(clock.getAttribute('dateTime')).toBe('2025-11-23T12:05:09.000Z');
    expect(screen.getByText('Bangladesh time')).toBeTruthy();

    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(clock.textContent).toBe('18:05:10 GMT+6');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(clock.textContent).toBe('18:06:10 GMT+6');
  });

  it('writes the time in Bangla digits in Bangla', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-11-23T17:59:59Z'));
    renderWithProviders(<HeaderClock />, { language: 'bn' });
    expect(document.querySelector('time')!.textContent).toBe('২৩:৫৯:৫৯ GMT+৬');
  });
});
