/** GET /api/sliders: banner items for the home screen, grouped by slider type. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteCalls, type SliderItem, type SliderType } from '@khela/contract';
import { apiCall } from '../../../shared/api-client';
import { withFailureLog } from '../../../shared/log';

export function getSliders(signal?: AbortSignal): Promise<SliderItem[]> {
  return withFailureLog('Failed to fetch sliders', signal, async () => {
    const response = await apiCall(siteCalls.sliders, { signal, token: null });
    return response.data;
  });
}

export function slidersQueryOptions() {
  return queryOptions({
    queryKey: ['site', 'sliders'],
    queryFn: ({ signal }) => getSliders(signal),
    staleTime: 5 * 60_000,
  });
}

/** The active items of one slider type, in the order the server sends them. */
export function useSliders(type: SliderType) {
  return useQuery({
    ...slidersQueryOptions(),
    select: (items) => items.filter((item) => item.slider_type === type && item.status === 1),
  });
}
