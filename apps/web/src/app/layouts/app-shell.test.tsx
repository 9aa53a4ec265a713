// Proves the shell's presentations: the splash with the operator's loader image (three dots when it
// fails), the coming-soon page on wide screens in `coming_soon` mode except on registration, and the
// desktop site in `full` mode.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SplashScreen } from '../../features/site/components/splash-screen';
import { generalFixture, mockFetch, siteHandlers } from '../../testing/mock-fetch';
import { pretendWideScreen } from '../../testing/media-query';
import { renderWithProviders } from '../../testing/render';
import { AppRoutes } from '../router';

const comingSoon = {
  ...siteHandlers,
  'GET /api/general': { body: { ...generalFixture, desktop_mode: 'coming_soon' } },
};

describe('AppShell on a wide screen', () => {
  it('shows the coming-soon page in coming_soon mode', async () => {
    pretendWideScreen();
    mockFetch(comingSoon);
    renderWithProviders(<AppRoutes />, { route: '/' });
    expect(await screen.findByRole('heading', { name: 'Coming soon on desktop' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('still shows registration in coming_soon mode, where signup leads', async () => {
    pretendWideScreen();
    mockFetch(comingSoon);
    renderWithProviders(<AppRoutes />, { route: '/signup' });
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeTruthy();
  });

  it('shows the app in full mode', async () => {
    pretendWideScreen();
    mockFetch(siteHandlers);
    renderWithProviders(<AppRoutes />, { route: '/' });
    expect(await screen.findByRole('link', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Coming soon on desktop' })).toBeNull();
  });
});

describe('SplashScreen', () => {
  it('shows the loader image, then three dots if it fails to load', () => {
    renderWithProviders(<SplashScreen loaderLogo="/storage/site/loader.svg" siteTitle="Khela" />);
    const image = document.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/storage/site/loader.svg');
    fireEvent.error(image!);
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelectorAll('.dot-loader__dot')).toHaveLength(3);
    expect(screen.getByRole('status').textContent).toBe('Loading Khela');
  });

  it('shows three dots until the loader image address is known', () => {
    renderWithProviders(<SplashScreen loaderLogo={undefined} siteTitle="Khela" />);
    expect(document.querySelectorAll('.dot-loader__dot')).toHaveLength(3);
  });
});
