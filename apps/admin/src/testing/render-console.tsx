/** Renders the console's real routes at a path, with a fresh query client and no retries. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { OperatorRole, OperatorSessionResponse } from '@khela/contract';
import { consoleRoutes } from '../routes';
import { saveSession } from '../session/session-store';

export function renderConsole(
  path: string,
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(consoleRoutes, { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router };
}

export function signedIn(
  role: OperatorRole = 'owner',
  overrides: Partial<OperatorSessionResponse> = {},
): OperatorSessionResponse {
  const session: OperatorSessionResponse = {
    token: 'test-token',
    operator: { id: 1, username: 'admin', role },
    totp_setup_required: false,
    ...overrides,
  };
  saveSession(session);
  return session;
}

/** The server's `GET /admin-api/me` answer for an operator of the role with 2-step sign-in on. */
export function meAnswer(
  role: OperatorRole,
  operator: { id: number; username: string } = { id: 1, username: 'admin' },
) {
  return { operator: { ...operator, role }, totp_enabled: true, totp_setup_required: false };
}
