// Proves /vip-details draws the ladder the operator set (GET /api/vip/levels), not a built-in one,
// marks the player's level, and offers a retry when the ladder cannot load.
import { vipLevels } from '@khela/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, siteHandlers } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { vipSummaryFixture } from '../../../testing/vip-summary-fixture';
import { VipDetailsScreen } from './vip-details-screen';

function signIn() {
  window.localStorage.setItem('token', 'token-1');
  window.localStorage.setItem('remote_id', '42');
}

const ladder = vipLevels.map((level) => (level.level === 1 ? { ...level, min_points: 25 } : level));

const summary = vipSummaryFixture(ladder, 1, {
  vip_coin: 30,
  lifetime_points: 30,
  points_to_next_level: 120,
});

describe('VipDetailsScreen', () => {
  it('shows the operator’s ladder with the player’s level marked', async () => {
    signIn();
    mockFetch({
      ...siteHandlers,
      'GET /api/vip/summary': { body: { success: true, data: summary } },
      'GET /api/vip/levels': { body: { success: true, data: ladder } },
    });
    renderWithProviders(<VipDetailsScreen />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(ladder.length + 1);
    const bronze = rows[2]!;
    expect(within(bronze).getByText('25')).toBeTruthy();
    expect(await within(table).findByText('Current')).toBeTruthy();
    expect(bronze.getAttribute('aria-current')).toBe('true');
  });

  it('offers a retry when the ladder cannot load', async () => {
    signIn();
    let fail = true;
    mockFetch({
      ...siteHandlers,
      'GET /api/vip/summary': { body: { success: true, data: summary } },
      'GET /api/vip/levels': () =>
        fail ? { status: 500, body: {} } : { body: { success: true, data: ladder } },
    });
    renderWithProviders(<VipDetailsScreen />);
    const retry = await screen.findByRole('button', { name: /try again|retry/i });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('table')).toBeTruthy();
  });
});
