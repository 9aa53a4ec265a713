/**
 * One query client for the app: client errors are final, server and network errors retry twice.
 * A call refused because the site went into maintenance (503 `site.maintenance`) is not retried:
 * /api/general is read again at once, so whatever screen is open gives way to the maintenance
 * notice instead of an error, without waiting for the next minute's read.
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { MessageCode } from '@khela/contract';
import { isApiError } from '../shared/api-client';
import { generalQueryOptions } from '../shared/site/get-general';

// The code as a typed literal, not looked up from the catalogue: the lookup would bring every
// area's texts (and their schemas) into the first screen's scripts.
const MAINTENANCE_CODE: MessageCode = 'site.maintenance';

export function isMaintenanceRefusal(error: unknown): boolean {
  return isApiError(error) && error.status === 503 && error.code === MAINTENANCE_CODE;
}

export function createQueryClient(): QueryClient {
  const onError = (error: unknown) => {
    if (isMaintenanceRefusal(error)) {
      void client.invalidateQueries({ queryKey: generalQueryOptions().queryKey });
    }
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          !(isApiError(error) && error.status < 500) &&
          !isMaintenanceRefusal(error) &&
          failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
