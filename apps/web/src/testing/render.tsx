/** Renders a tree the way the app does: query cache, router, i18n, with a way to read the URL. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import type { Language } from '@khela/contract';
import { i18n } from '../shared/i18n/i18n';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

export function renderWithProviders(
  ui: ReactNode,
  { route = '/', language = 'en' }: { route?: string; language?: Language } = {},
) {
  const queryClient = createTestQueryClient();
  void i18n.changeLanguage(language);
  const current: { location: Location | undefined } = { location: undefined };
  function LocationProbe() {
    current.location = useLocation();
    return null;
  }
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <LocationProbe />
        {ui}
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return {
    ...result,
    queryClient,
    pathname: () => current.location?.pathname,
  };
}
