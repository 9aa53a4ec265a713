/**
 * A category's providers as the spec loads them (public-area §2.5, §7): GET /api/get-system for
 * the category's platforms, then GET /api/get-provider for those platforms. Failures are logged
 * with the spec's texts (§8); the page shows its own retry state.
 */
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { catalogMessages, providerQuery, type Provider, type System } from '@khela/contract';
import { apiRequest, isApiError } from '../../../shared/api-client';
import { logError } from '../../../shared/log';

interface CatalogAnswer<T> {
  message: string;
  data: T[];
}

async function getList<T>(
  path: string,
  query: Record<string, string>,
  texts: { failed: string; unexpected: string },
  signal: AbortSignal | undefined,
): Promise<T[]> {
  try {
    const answer = await apiRequest<CatalogAnswer<T>>(path, { query, signal, token: null });
    return Array.isArray(answer.data) ? answer.data : [];
  } catch (error) {
    if (!signal?.aborted) {
      // A non-OK answer keeps the server's message; anything thrown gets the unexpected variant.
      if (isApiError(error)) logError(error.serverMessage ?? texts.failed, error);
      else logError(texts.unexpected, error);
    }
    throw error;
  }
}

const CATALOG_STALE_MS = 5 * 60_000;

export function categorySystemsQueryOptions(type: string) {
  return queryOptions({
    queryKey: ['desktop', 'systems', type],
    queryFn: ({ signal }) =>
      getList<System>(
        '/api/get-system',
        { type },
        { failed: catalogMessages.systemsFailed, unexpected: catalogMessages.systemsUnexpected },
        signal,
      ),
    staleTime: CATALOG_STALE_MS,
  });
}

export function categoryProvidersQueryOptions(platforms: readonly string[] | undefined) {
  return queryOptions({
    queryKey: ['desktop', 'providers', platforms ?? []],
    queryFn:
      platforms && platforms.length > 0
        ? ({ signal }) =>
            getList<Provider>(
              '/api/get-provider',
              providerQuery(platforms),
              {
                failed: catalogMessages.providersFailed,
                unexpected: catalogMessages.providersUnexpected,
              },
              signal,
            )
        : skipToken,
    staleTime: CATALOG_STALE_MS,
  });
}

export type CategoryProviders =
  | { status: 'pending' }
  | { status: 'error'; retry: () => void; isRetrying: boolean }
  | { status: 'success'; providers: Provider[] };

export function useCategoryProviders(type: string): CategoryProviders {
  const systems = useQuery(categorySystemsQueryOptions(type));
  const platforms = systems.data?.map((system) => system.platform);
  const providers = useQuery(categoryProvidersQueryOptions(platforms));

  if (systems.isError) {
    return { status: 'error', retry: () => void systems.refetch(), isRetrying: systems.isFetching };
  }
  if (systems.isPending) return { status: 'pending' };
  if (!platforms || platforms.length === 0) return { status: 'success', providers: [] };
  if (providers.isError) {
    return {
      status: 'error',
      retry: () => void providers.refetch(),
      isRetrying: providers.isFetching,
    };
  }
  if (providers.isPending) return { status: 'pending' };
  // Every platform keeps a tile, in the systems' order, even one the provider list left out.
  const byPlatform = new Map(providers.data.map((provider) => [provider.platform, provider]));
  return {
    status: 'success',
    providers: platforms.map(
      (platform) => byPlatform.get(platform) ?? { platform, name: platform, icon: '' },
    ),
  };
}
