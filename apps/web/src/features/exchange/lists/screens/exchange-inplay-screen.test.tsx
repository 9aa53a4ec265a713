// Proves /exchange-inplay against a stand-in server: each tab lists its matches under Cricket,
// Soccer and Tennis (in play, later today, tomorrow), with Fancy and BookMaker badges and start
// times in GMT+6; the search narrows by name; a pin adds the market to Multi Markets' storage and
// takes it off again, and the eleventh is refused with a message; Result shows the winner or
// void; a match opens /odds-view with the state the odds view reads; and the screen in Bangla.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../../testing/mock-fetch';
import { renderWithProviders } from '../../../../testing/render';
import { readPins } from '../multi-market-pins';
import { listHandlers, runListTestsAtNow } from '../testing-fixtures';
import { ExchangeInplayScreen } from './exchange-inplay-screen';

function renderScreen(route = '/exchange-inplay', language: 'en' | 'bn' = 'en') {
  return renderWithProviders(<ExchangeInplayScreen />, {
    route,
    language,
  });
}

function section(name: string) {
  return screen.getByRole('region', { name: new RegExp(`^${name}`) });
}

runListTestsAtNow();

describe('exchange in-play', () => {
  it('lists each tab’s matches by sport with their badges and start times', async () => {
    mockFetch(listHandlers());
    renderScreen();
    expect(await screen.findByText('Dhaka v Sylhet')).toBeTruthy();
    const cricket = section('Cricket');
    expect(within(cricket).getAllByTestId('event-row')).toHaveLength(1);
    expect(within(cricket).getByText('In-Play')).toBeTruthy();
    expect(within(cricket).getByText('Fancy')).toBeTruthy();
    expect(within(cricket).getByText('BookMaker')).toBeTruthy();
    expect(within(section('Soccer')).getByText('No Soccer matches here.')).toBeTruthy();
    expect(within(section('Tennis')).getByText('No Tennis matches here.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.getByRole('button', { name: 'Today' }).getAttribute('aria-pressed')).toBe('true');
    const today = within(section('Cricket')).getAllByTestId('event-row');
    expect(today.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Comilla v Barishal'),
    ]);
    // 12:30 UTC is 18:30 in Dhaka.
    expect(today[0]!.textContent).toContain('Today 18:30 GMT+6');
    expect(within(today[0]!).queryByText('Fancy')).toBeNull();
    expect(within(section('Soccer')).getByText('Abahani v Mohammedan')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Tomorrow' }));
    const tomorrow = within(section('Cricket')).getAllByTestId('event-row');
    expect(tomorrow).toHaveLength(1);
    expect(tomorrow[0]!.textContent).toContain('Rangpur v Khulna');
    expect(tomorrow[0]!.textContent).toContain('Tomorrow 10:00 GMT+6');
  });

  it('narrows the list by the search, whatever the case', async () => {
    mockFetch(listHandlers());
    renderScreen('/exchange-inplay?tab=today');
    expect(await screen.findByText('Comilla v Barishal')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search matches'), { target: { value: 'ABAHANI' } });
    expect(screen.queryByText('Comilla v Barishal')).toBeNull();
    expect(screen.getByText('Abahani v Mohammedan')).toBeTruthy();
    expect(screen.getByText('No Cricket match names contain “ABAHANI”.')).toBeTruthy();
  });

  it('pins a market to Multi Markets and unpins it, and refuses an eleventh', async () => {
    mockFetch(listHandlers());
    renderScreen();
    const pin = await screen.findByRole('button', {
      name: 'Pin Dhaka v Sylhet to Multi Markets',
    });
    fireEvent.click(pin);
    expect(readPins()).toEqual([
      { marketId: '1.live', eventId: 'e-live', sport: 'cricket', event: 'Dhaka v Sylhet' },
    ]);
    expect(screen.getByTestId('pin-notice').textContent).toBe(
      'Dhaka v Sylhet added to Multi Markets.',
    );
    const unpin = screen.getByRole('button', { name: 'Unpin Dhaka v Sylhet from Multi Markets' });
    expect(unpin.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(unpin);
    expect(readPins()).toEqual([]);

    const ten = Array.from({ length: 10 }, (_, index) => ({
      marketId: `1.${index}`,
      eventId: `e-${index}`,
      sport: 'cricket',
      event: `Match ${index}`,
    }));
    window.localStorage.setItem('multiMarkets', JSON.stringify(ten));
    window.dispatchEvent(new StorageEvent('storage', { key: 'multiMarkets' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pin Dhaka v Sylhet to Multi Markets' }));
    expect(screen.getByTestId('pin-notice').textContent).toBe(
      'Multi Markets holds 10 markets. Unpin one to add another.',
    );
    expect(readPins()).toHaveLength(10);
  });

  it('shows the results with the winner or void', async () => {
    const { requests } = mockFetch(listHandlers());
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Result' }));
    const cricket = await screen.findByText('Sylhet v Khulna');
    expect(cricket.closest('li')!.textContent).toContain('Void: all stakes returned');
    expect(cricket.closest('li')!.textContent).toContain('Settled 22/11/2026 17:00 GMT+6');
    expect(within(section('Soccer')).getByText('Winner: Rovers')).toBeTruthy();
    expect(
      within(section('Tennis')).getByText('No Tennis results in the last 3 days.'),
    ).toBeTruthy();
    expect(
      requests.find((request) => request.url.pathname === '/api/exchange/results')?.url.search,
    ).toBe('?days=3');
  });

  it('opens a match on /odds-view with its market, event, sport and way back', async () => {
    mockFetch(listHandlers());
    renderScreen('/exchange-inplay?tab=inPlay');
    const link = await screen.findByRole('link', { name: /Dhaka v Sylhet/ });
    expect(link.getAttribute('href')).toBe(
      '/odds-view?marketId=1.live&eventId=e-live&sport=cricket',
    );
  });

  it('says so when a sport cannot be read, and reads it again on Retry', async () => {
    let soccerCalls = 0;
    mockFetch(
      listHandlers({
        'GET /api/sports-events/soccer': () => {
          soccerCalls += 1;
          return soccerCalls === 1 ? { status: 500, body: { message: 'down' } } : { body: [] };
        },
      }),
    );
    renderScreen();
    expect(await screen.findByText('The matches could not be loaded.')).toBeTruthy();
    fireEvent.click(within(section('Soccer')).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(within(section('Soccer')).getByText('No Soccer matches here.')).toBeTruthy(),
    );
  });

  it('speaks Bangla', async () => {
    mockFetch(listHandlers());
    renderScreen('/exchange-inplay', 'bn');
    expect(await screen.findByText('Dhaka v Sylhet')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'ইন-প্লে', level: 1 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'আগামীকাল' })).toBeTruthy();
    expect(screen.getByText('বুকমেকার')).toBeTruthy();
    expect(screen.getByLabelText('ম্যাচ খুঁজুন')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ফলাফল' }));
    expect(await screen.findByText('বিজয়ী: Rovers')).toBeTruthy();
  });
});
