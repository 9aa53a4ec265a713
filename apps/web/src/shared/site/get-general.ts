/** GET /api/general: site title, maintenance switch, desktop mode and the notice list. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteCalls, type GeneralResponse } from '@khela/contract';
import { apiCall } from '../api-client';
import { withFailureLog } from '../log';

export function getGeneral(signal?: AbortSignal): Promise<GeneralResponse> {
  return withFailureLog('Failed to fetch general settings', signal, async () => {
    return await apiCall(siteCalls.general, { signal, token: null });
  });
}

export function generalQueryOptions() {
  return queryOptions({
    queryKey: ['site', 'general'],
    queryFn: ({ signal }) => getGeneral(signal),
    // The server answers it uncached; an open tab sees a maintenance switch within a minute.
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

export function useGeneral() {
  return useQuery(generalQueryOptions());
}

/** The notices as the spec reads them (`general.notice`), falling back to the top-level copy. */
export function noticesOf(general: GeneralResponse | undefined): string[] {
  const notices = general?.general.notice ?? general?.notice ?? [];
  return notices.filter((notice) => notice.trim() !== '');
}
