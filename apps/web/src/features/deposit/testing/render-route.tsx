/**
 * Renders one deposit screen at its address with navigation state, beside probes for the screens
 * it leaves for, so a test can read where the player went and with what state.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { Language } from '@khela/contract';
import { i18n } from '../../../shared/i18n/i18n';
import { createTestQueryClient } from '../../../testing/render';

function Arrived({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p data-testid="arrived">
      {name} {JSON.stringify(location.state ?? null)}
    </p>
  );
}

export function renderRoute(
  path: string,
  screen: ReactNode,
  options: { search?: string; state?: unknown; language?: Language } = {},
) {
  const queryClient = createTestQueryClient();
  void i18n.changeLanguage(options.language ?? 'en');
  const leaveFor = ['/deposit', '/make-payment', '/payment-request', '/account', '/profile'].filter(
    (target) => target !== path,
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter
        initialEntries={[{ pathname: path, search: options.search ?? '', state: options.state }]}
      >
        <Routes>
          <Route path={path} element={screen} />
          {leaveFor.map((target) => (
            <Route key={target} path={target} element={<Arrived name={target} />} />
          ))}
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
