/**
 * The public catalogue calls ([contract: Calls]): a category's systems, the sport entries, and the
 * providers of a list of systems. Several screens list them (home tabs, side menu, games tabs), so
 * they live here with one cache. A failure is logged with the spec's text ([contract: Error texts]) and never shown;
 * screens show their own empty or retry state instead.
 */
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import {
  catalogCalls,
  catalogMessages,
  getSportEntriesResponseSchema,
  getSystemResponseSchema,
  providerQuery,
  type CategoryType,
  type Provider,
  type SportEntry,
  type System,
} from '@khela/contract';
import type { AnswerSchema } from '@khela/client-kit';
import { apiRequest, isApiError } from '../api-client';
import { logError } from '../log';

/** The categories whose systems are platforms; SPORTS answers sport entries instead. */
export type GameCategoryType = Exclude<CategoryType, 'SPORTS'>;

interface CatalogAnswer<T> {
  message: string;
  data: T[];
}

async function getCatalogList<T>(
  path: string,
  query: Record<string, string>,
  schema: AnswerSchema<CatalogAnswer<T>>,
  texts: { failed: string; unexpected: string },
  signal: AbortSignal | undefined,
): Promise<T[]> {
  try {
    const answer = await apiRequest(path, { query, signal, token: null, schema });
    return answer.data;
  } catch (error) {
    if (!signal?.aborted) {
      // A non-OK answer keeps the server's message; anything thrown gets the unexpected variant.
      if (isApiError(error)) logError(error.serverMessage ?? texts.failed, error);
      else logError(texts.unexpected, error);
    }
    throw error;
  }
}

const systemTexts = {
  failed: catalogMessages.systemsFailed,
  unexpected: catalogMessages.systemsUnexpected,
};
const providerTexts = {
  failed: catalogMessages.providersFailed,
  unexpected: catalogMessages.providersUnexpected,
};

/** The catalogue changes when the operator edits it, which is rare; five minutes is fresh enough. */
const CATALOG_STALE_MS = 5 * 60_000;

/*
 * get-system answers systems or, for SPORTS, sport entries; each caller knows which it asked for,
 * so it reads the answer with that branch of the declared answer rather than the union of both.
 */
export function getSystems(type: GameCategoryType, signal?: AbortSignal): Promise<System[]> {
  const { path } = catalogCalls.systems;
  return getCatalogList(path, { type }, getSystemResponseSchema, systemTexts, signal);
}

export function getSportEntries(signal?: AbortSignal): Promise<SportEntry[]> {
  const { path } = catalogCalls.systems;
  const query = { type: 'SPORTS' };
  return getCatalogList(path, query, getSportEntriesResponseSchema, systemTexts, signal);
}

export function getProviders(systems: readonly string[], signal?: AbortSignal) {
  const { path, answer } = catalogCalls.providers;
  return getCatalogList<Provider>(path, providerQuery(systems), answer, providerTexts, signal);
}

export function systemsQueryOptions(type: GameCategoryType | undefined) {
  return queryOptions({
    queryKey: ['catalog', 'systems', type ?? 'NONE'],
    queryFn: type ? ({ signal }) => getSystems(type, signal) : skipToken,
    staleTime: CATALOG_STALE_MS,
  });
}

export function sportEntriesQueryOptions() {
  return queryOptions({
    queryKey: ['catalog', 'systems', 'SPORTS'],
    queryFn: ({ signal }) => getSportEntries(signal),
    staleTime: CATALOG_STALE_MS,
  });
}

export function providersQueryOptions(systems: readonly string[] | undefined) {
  return queryOptions({
    queryKey: ['catalog', 'providers', systems ?? []],
    queryFn:
      systems && systems.length > 0 ? ({ signal }) => getProviders(systems, signal) : skipToken,
    staleTime: CATALOG_STALE_MS,
  });
}

export type CategoryProvidersState =
  | { status: 'pending' }
  | { status: 'error'; retry: () => void; isRetrying: boolean }
  | { status: 'success'; providers: Provider[] };

/**
 * A category's providers as the spec loads them (nothing while `type` is undefined): its systems first, then the providers of those
 * systems. A system the provider list does not name still appears, under its platform code, so
 * every platform of the category keeps a way in.
 */
export function useCategoryProviders(type: GameCategoryType | undefined): CategoryProvidersState {
  const systems = useQuery(systemsQueryOptions(type));
  const platforms = systems.data?.map((system) => system.platform);
  const hasPlatforms = platforms !== undefined && platforms.length > 0;
  const providers = useQuery(providersQueryOptions(hasPlatforms ? platforms : undefined));

  if (systems.isError) {
    return { status: 'error', retry: () => void systems.refetch(), isRetrying: systems.isFetching };
  }
  if (systems.isPending) return { status: 'pending' };
  if (!hasPlatforms) return { status: 'success', providers: [] };
  if (providers.isError) {
    return {
      status: 'error',
      retry: () => void providers.refetch(),
      isRetrying: providers.isFetching,
    };
  }
  if (providers.isPending) return { status: 'pending' };
  return { status: 'success', providers: withEveryPlatform(platforms, providers.data) };
}

/** The providers in the systems' order, with a stand-in for any platform the answer left out. */
export function withEveryPlatform(platforms: readonly string[], providers: readonly Provider[]) {
  const byPlatform = new Map(providers.map((provider) => [provider.platform, provider]));
  return platforms.map(
    (platform) => byPlatform.get(platform) ?? { platform, name: platform, icon: '' },
  );
}
