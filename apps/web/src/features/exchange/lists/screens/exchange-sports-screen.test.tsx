// Proves /exchange-sports against a stand-in server: Cricket is picked first, its matches split
// into In-Play and Upcoming with start times; picking Soccer (kept in the address) shows its own;
// an empty sport says so; and a pin here lands in Multi Markets too.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../../testing/mock-fetch';
import { renderWithProviders } from '../../../../testing/render';
import { readPins } from '../multi-market-pins';
import { listHandlers, runListTestsAtNow } from '../testing-fixtures';
import { ExchangeSportsScreen } from './exchange-sports-screen';

runListTestsAtNow();

describe('exchange sports', () => {
  it('shows the picked sport’s matches in play and upcoming', async () => {
    mockFetch(listHandlers());
    renderWithProviders(<ExchangeSportsScreen />, {
      route: '/exchange-sports',
    });
    expect(screen.getByRole('button', { name: 'Cricket' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const inPlay = await screen.findByRole('region', { name: /^In-Play/ });
    expect(await within(inPlay).findByText('Dhaka v Sylhet')).toBeTruthy();
    const upcoming = screen.getByRole('region', { name: /^Upcoming/ });
    expect(
      within(upcoming)
        .getAllByTestId('event-row')
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringContaining('Comilla v BarishalToday 18:30 GMT+6'),
      expect.stringContaining('Rangpur v KhulnaTomorrow 10:00 GMT+6'),
    ]);

    fireEvent.click(within(upcoming).getByRole('button', { name: /^Pin Comilla/ }));
    expect(readPins().map((pin) => pin.marketId)).toEqual(['1.later']);

    fireEvent.click(screen.getByRole('button', { name: 'Soccer' }));
    expect(await screen.findByText('Abahani v Mohammedan')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: /^In-Play/ })).getByText('No Soccer matches here.'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Tennis' }));
    expect(await screen.findByText('No Tennis matches right now.')).toBeTruthy();
  });

  it('opens on the sport named in the address, in Bangla', async () => {
    mockFetch(listHandlers());
    renderWithProviders(<ExchangeSportsScreen />, {
      route: '/exchange-sports?sport=soccer',
      language: 'bn',
    });
    expect(screen.getByRole('button', { name: 'ফুটবল' }).getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByText('Abahani v Mohammedan')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /^আসন্ন/ })).toBeTruthy();
  });
});
