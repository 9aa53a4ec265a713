// Proves /exchange against a stand-in server: the three sports, each match in play first with
// its badge, the next ones with their start time in GMT+6, every row's best back and lay read in
// one call, a tap on a price opening the odds view with the state it reads, and a sport that
// cannot be read saying so while the others show.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../../testing/mock-fetch';
import { renderWithProviders } from '../../../../testing/render';
import { listHandlers, runListTestsAtNow } from '../testing-fixtures';
import { ExchangeHomeScreen } from './exchange-home-screen';

function renderScreen(language: 'en' | 'bn' = 'en') {
  return renderWithProviders(<ExchangeHomeScreen />, {
    route: '/exchange',
    language,
  });
}

runListTestsAtNow();

describe('exchange home', () => {
  it('lists each sport’s matches in play first, with prices from one call', async () => {
    const { requests } = mockFetch(listHandlers());
    const view = renderScreen();
    const cricket = await screen.findByRole('region', { name: /^Cricket/ });
    await within(cricket).findByRole('button', { name: 'Back Dhaka at 1.8' });
    const rows = within(cricket).getAllByTestId('event-row');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Dhaka v SylhetIn-PlayFancyBookMaker',
      'Comilla v BarishalToday 18:30 GMT+6BookMaker',
      'Rangpur v KhulnaTomorrow 10:00 GMT+6',
    ]);
    expect(within(rows[0]!).getByRole('button', { name: 'Lay Sylhet at 2.2' })).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: /^Tennis/ })).getByText(
        'No Tennis matches right now.',
      ),
    ).toBeTruthy();
    const batch = requests.filter((request) => request.url.pathname === '/api/exchange/match-odds');
    // In play first, then by start time across the sports.
    expect(batch.at(-1)?.url.searchParams.get('market_ids')).toBe(
      '1.live,1.soccer,1.later,1.tomorrow',
    );

    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Back Dhaka at 1.8' }));
    expect(view.pathname()).toBe('/odds-view');
  });

  it('says so when one sport cannot be read, and shows the others', async () => {
    mockFetch(
      listHandlers({ 'GET /api/sports-events/soccer': { status: 500, body: { message: 'x' } } }),
    );
    renderScreen('bn');
    expect(await screen.findByText('ম্যাচগুলো লোড করা যায়নি।')).toBeTruthy();
    expect(await screen.findByText('Dhaka v Sylhet')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'এক্সচেঞ্জ', level: 1 })).toBeTruthy();
  });
});
