/** GET /api/sociallink: support and social links; an unset link is null and stays hidden. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteCalls, type SocialLinks } from '@khela/contract';
import { apiCall } from '../api-client';
import { withFailureLog } from '../log';

export function getSocialLinks(signal?: AbortSignal): Promise<SocialLinks> {
  return withFailureLog('Failed to fetch social links', signal, async () => {
    const response = await apiCall(siteCalls.socialLinks, { signal, token: null });
    return response.data;
  });
}

export function socialLinksQueryOptions() {
  return queryOptions({
    queryKey: ['site', 'social-links'],
    queryFn: ({ signal }) => getSocialLinks(signal),
    staleTime: 5 * 60_000,
  });
}

export function useSocialLinks() {
  return useQuery(socialLinksQueryOptions());
}
