/** GET /api/logo: the site's logos; the first item holds them. A failure is logged only ([contract: Error texts]). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteCalls, type LogoResponse } from '@khela/contract';
import { apiCall } from '../api-client';
import { withFailureLog } from '../log';

export function getLogo(signal?: AbortSignal): Promise<LogoResponse> {
  return withFailureLog('Failed to fetch logo', signal, async () => {
    return await apiCall(siteCalls.logo, { signal, token: null });
  });
}

export function logoQueryOptions() {
  return queryOptions({
    queryKey: ['site', 'logo'],
    queryFn: ({ signal }) => getLogo(signal),
    staleTime: 5 * 60_000,
    select: (items) => items[0],
  });
}

export function useLogo() {
  return useQuery(logoQueryOptions());
}
