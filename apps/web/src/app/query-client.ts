/** One query client for the app: client errors are final, server and network errors retry twice. */
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../shared/api-client';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          !(isApiError(error) && error.status < 500) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}
