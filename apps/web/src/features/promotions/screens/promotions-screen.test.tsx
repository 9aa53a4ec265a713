// Proves the mobile promotions screen: only status display is listed, each card shows the
// five-word preview and day/month/year dates, the tabs are display only, Details opens the popup
// with the whole description, and a failed list is logged with the spec's text, not shown.
import { mobilePromotionTabs, promotionMessages } from '@khela/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { promotionsFixture } from '../promotions.fixture';
import { PromotionsScreen } from './promotions-screen';

describe('PromotionsScreen', () => {
  beforeEach(() => {
    // jsdom lays nothing out, so it has no scrolling.
    Element.prototype.scrollIntoView = vi.fn();
  });

  it('lists the display promotions with a five-word preview and day/month/year dates', async () => {
    mockFetch({ 'GET /api/promotion': { body: { data: promotionsFixture } } });
    renderWithProviders(<PromotionsScreen />, { route: '/promotions' });
    const card = (await screen.findByRole('heading', { name: '100% Welcome Bonus' })).closest(
      'article',
    )!;
    expect(within(card).getByText('Double your first deposit up…')).toBeTruthy();
    expect(within(card).getByText('01/01/2024 – 31/12/2024')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Fishing Frenzy Cashback' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Deposit only offer' })).toBeNull();
  });

  it('shows every category tab; choosing one marks it and filters nothing', async () => {
    mockFetch({ 'GET /api/promotion': { body: { data: promotionsFixture } } });
    renderWithProviders(<PromotionsScreen />, { route: '/promotions' });
    await screen.findByRole('heading', { name: '100% Welcome Bonus' });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([...mobilePromotionTabs]);
    fireEvent.click(screen.getByRole('tab', { name: 'Fishing' }));
    expect(screen.getByRole('tab', { name: 'Fishing' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'ALL' }).getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('heading', { name: '100% Welcome Bonus' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('opens the Details popup with the banner, the name and the whole description', async () => {
    mockFetch({ 'GET /api/promotion': { body: { data: promotionsFixture } } });
    renderWithProviders(<PromotionsScreen />, { route: '/promotions' });
    fireEvent.click(await screen.findByRole('button', { name: 'Details of 100% Welcome Bonus' }));
    const dialog = screen.getByRole('dialog', { name: '100% Welcome Bonus' });
    expect(within(dialog).getByText(promotionsFixture[0]!.desc)).toBeTruthy();
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe(promotionsFixture[0]!.thumbnail);
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the empty state when nothing is running', async () => {
    mockFetch({ 'GET /api/promotion': { body: { data: [] } } });
    renderWithProviders(<PromotionsScreen />, { route: '/promotions' });
    expect(
      await screen.findByText('No promotions right now. Please check back soon.'),
    ).toBeTruthy();
  });

  it('logs a failed list as the spec says and offers a retry, without an error text', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({ 'GET /api/promotion': { status: 500, body: { message: 'boom' } } });
    renderWithProviders(<PromotionsScreen />, { route: '/promotions' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(logged).toHaveBeenCalledWith(promotionMessages.fetchFailed, expect.anything());
    expect(screen.queryByText('boom')).toBeNull();
  });

  it('reads in Bangla', async () => {
    mockFetch({ 'GET /api/promotion': { body: { data: promotionsFixture } } });
    renderWithProviders(<PromotionsScreen />, { route: '/promotions', language: 'bn' });
    expect(await screen.findByRole('heading', { name: 'প্রোমোশন' })).toBeTruthy();
    expect(await screen.findByText('০১/০১/২০২৪ থেকে ৩১/১২/২০২৪')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'স্বাগতম অফার' })).toBeTruthy();
  });
});
