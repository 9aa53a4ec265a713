// Proves the side menu: it opens from the header button, lists Home and the game categories, loads
// a category's systems then providers as links to /games, keeps focus inside, and closes on
// Escape, on the mask and on its close button, handing focus back to the menu button.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogHandlers } from '../../../testing/catalog-fixture';
import { mockFetch, siteHandlers } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import type { NavigationLinks } from '../navigation-links';
import { SideMenuButton } from './side-menu-button';

const links: NavigationLinks = {
  promotionsHref: '/promotions',
  resolveLink: () => undefined,
};

const menuHandlers = {
  ...siteHandlers,
  ...catalogHandlers(
    ['PADMA', 'MEGHNA'],
    [
      { platform: 'MEGHNA', name: 'Meghna Gaming', icon: '/storage/catalog/provider-meghna.svg' },
      { platform: 'PADMA', name: 'Padma Slots', icon: '/storage/catalog/provider-padma.svg' },
    ],
  ),
};

async function openMenu() {
  const button = screen.getByRole('button', { name: 'Open menu' });
  // A real tap focuses the button; jsdom's click does not.
  button.focus();
  fireEvent.click(button);
  const menu = await screen.findByRole('dialog', { name: 'Menu' });
  // The links come in the frame after the panel's first.
  await screen.findByRole('link', { name: 'Home' });
  return { button, menu };
}

describe('SideMenu', () => {
  it("draws the panel and its close button in the tap's frame, and its links after that frame", async () => {
    mockFetch(menuHandlers);
    renderWithProviders(<SideMenuButton links={links} />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(button);
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(screen.getByRole('button', { name: 'Close menu' })).toBeTruthy();
    expect(menu.querySelector('nav')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Home' })).toBeTruthy();
  });

  it("loads a category's systems, then its providers, as links to the games screen", async () => {
    const { requests } = mockFetch(menuHandlers);
    renderWithProviders(<SideMenuButton links={links} />);
    await openMenu();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Promotions' }).getAttribute('href')).toBe(
      '/promotions',
    );
    expect(screen.queryByRole('link', { name: 'VIP' })).toBeNull();

    const slot = screen.getByRole('button', { name: 'Slot' });
    expect(slot.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(slot);
    expect(slot.getAttribute('aria-expanded')).toBe('true');
    const padma = await screen.findByRole('link', { name: 'Padma Slots' });
    expect(padma.getAttribute('href')).toBe('/games?type=SLOT&system=PADMA&title=Padma+Slots');
    // In the systems' order, whatever order the provider list came in.
    const names = screen.getAllByRole('link').map((link) => link.textContent);
    expect(names.indexOf('Padma Slots')).toBeLessThan(names.indexOf('Meghna Gaming'));

    const calls = requests.map((request) => request.url.pathname + request.url.search);
    expect(calls).toContain('/api/get-system?type=SLOT');
    expect(calls).toContain(`/api/get-provider?system=${encodeURIComponent('["PADMA","MEGHNA"]')}`);
  });

  it('closes on Escape and on the mask, and returns focus to the menu button', async () => {
    mockFetch(menuHandlers);
    renderWithProviders(<SideMenuButton links={links} />);
    const first = await openMenu();
    // Focus moves in once the menu's first frame is drawn.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close menu' })),
    );
    fireEvent.keyDown(first.menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(first.button);

    const second = await openMenu();
    fireEvent.click(second.menu);
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(second.menu.parentElement!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes on Escape pressed before focus has moved in, or with focus left on the page', async () => {
    mockFetch(menuHandlers);
    renderWithProviders(<SideMenuButton links={links} />);
    const { button } = await openMenu();
    // Focus is still on the menu button (outside the menu): the key reaches the document.
    fireEvent.keyDown(button, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await openMenu();
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps Tab and Shift+Tab inside the menu', async () => {
    mockFetch(menuHandlers);
    renderWithProviders(<SideMenuButton links={links} />);
    const { menu } = await openMenu();
    const close = screen.getByRole('button', { name: 'Close menu' });
    const last = screen.getByRole('link', { name: 'Promotions' });
    last.focus();
    fireEvent.keyDown(menu, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(menu, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    // The page behind turns inert once the menu's first frame is drawn, and stays so while open.
    const openButton = screen.getByRole('button', { name: 'Open menu', hidden: true });
    const page = Array.from(document.body.children).find((element) => element.contains(openButton));
    await waitFor(() => expect((page as HTMLElement).inert).toBe(true));
  });
});
