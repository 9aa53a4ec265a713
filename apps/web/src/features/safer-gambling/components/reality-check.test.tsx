// Proves the reality check comes when the player's interval since login has passed, on the
// server's clock, shows the time played and the session's result, and comes again after Continue.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, siteHandlers } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import RealityCheck from './reality-check';

afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('RealityCheck', () => {
  it('comes every interval after login with the time played and the result', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const phoneNow = Date.parse('2026-12-01T10:00:00.000Z');
    vi.setSystemTime(phoneNow);
    window.localStorage.setItem('token', 'token-1');
    window.localStorage.setItem('remote_id', '42');
    // The phone's clock is 5 minutes slow; the session began 25 minutes ago by the server's.
    mockFetch({
      ...siteHandlers,
      'GET /api/safer-gambling/session': () => ({
        body: {
          started_at: '2026-12-01T09:40:00.000Z',
          now: new Date(Date.now() + 5 * 60_000).toISOString(),
          net_result: -120.5,
          reality_check_minutes: 30,
        },
      }),
    });
    renderWithProviders(<RealityCheck />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4 * 60_000);
    });
    expect(screen.queryByTestId('reality-check')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(61_000);
    });
    const dialog = await screen.findByTestId('reality-check');
    expect(dialog.textContent).toContain('0 h 30 min');
    expect(dialog.textContent).toContain('−৳120.50');
    fireEvent.click(screen.getByRole('button', { name: 'Continue playing' }));
    expect(screen.queryByTestId('reality-check')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30 * 60_000);
    });
    expect((await screen.findByTestId('reality-check')).textContent).toContain('1 h 0 min');
  });
});
