// Proves the desktop promotions page: the filter strip does filter by the promotion's category
// codes ('All' keeps everything, a category with none says so), hidden categories have no slide,
// and visitors get Sign Up Now to the register page while members do not.
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { DesktopPromotionsScreen } from './desktop-promotions-screen';
import { promotionsFixture } from '../promotions.fixture';

function renderPage() {
  mockFetch({ 'GET /api/promotion': { body: { data: promotionsFixture } } });
  return renderWithProviders(<DesktopPromotionsScreen registerHref="/register" />, {
    route: '/promotions',
  });
}

const cardTitles = () =>
  screen.getAllByRole('article').map((card) => card.querySelector('h2')?.textContent);

describe('DesktopPromotionsScreen', () => {
  beforeEach(() => {
    // jsdom lays nothing out, so it has no scrolling.
    Element.prototype.scrollIntoView = vi.fn();
  });

  it('filters the cards by the chosen category', async () => {
    renderPage();
    await screen.findAllByRole('article');
    expect(cardTitles()).toEqual(['100% Welcome Bonus', 'Fishing Frenzy Cashback']);

    fireEvent.click(screen.getByRole('button', { name: 'Fishing' }));
    expect(screen.getByRole('button', { name: 'Fishing' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(cardTitles()).toEqual(['Fishing Frenzy Cashback']);

    fireEvent.click(screen.getByRole('button', { name: 'Welcome Offer' }));
    expect(cardTitles()).toEqual(['100% Welcome Bonus']);

    fireEvent.click(screen.getByRole('button', { name: 'Crash' }));
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('No promotions in this category right now.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(cardTitles()).toHaveLength(2);
  });

  it('gives hidden categories no slide', async () => {
    renderPage();
    await screen.findAllByRole('article');
    const strip = screen.getByRole('navigation', { name: 'Filter promotions by category' });
    expect(strip.textContent).not.toContain('Card Game');
    expect(strip.textContent).not.toContain('Cock Fighting');
    expect(strip.textContent).not.toContain('Rain');
  });

  it('offers visitors Sign Up Now to the register page', async () => {
    renderPage();
    await screen.findAllByRole('article');
    const links = screen.getAllByRole('link', { name: 'Sign Up Now' });
    expect(links).toHaveLength(2);
    expect(links[0]?.getAttribute('href')).toBe('/register');
  });

  it('shows members Details only', async () => {
    window.localStorage.setItem('token', 'token-1');
    renderPage();
    await screen.findAllByRole('article');
    expect(screen.queryByRole('link', { name: 'Sign Up Now' })).toBeNull();
    // The banner's slides open the same popup; count the cards' own buttons.
    for (const card of screen.getAllByRole('article')) {
      expect(within(card).getByRole('button', { name: /^Details of/ })).toBeTruthy();
    }
  });
});
