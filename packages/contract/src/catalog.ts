/** Game catalogue and launch ([contract: Screens], [contract: Entities], [contract: Calls], [contract: Error texts]): get-system … game-run. */
import { z } from 'zod';
import { messageListAnswer } from './answer-envelopes.js';
import { defineCall } from './calls.js';
import { idField, requiredText } from './fields.js';

/** The home category navigation, in order. Lottery exists but has no home tab. */
export const homeCategoryTabs = [
  'SPORTS',
  'LIVE',
  'SLOT',
  'TABLE',
  'BINGO',
  'EGAME',
  'FH',
] as const;

/** Category type codes of the game menu: the home tabs', then Lottery's. */
export const categoryTypes = [
  ...homeCategoryTabs,
  'LOTTO',
  /** Our addition: the desktop site's /arcade page ([contract: Screens] reading A) needs its code. */
  'ARCADE',
] as const;
export type CategoryType = (typeof categoryTypes)[number];

export const categoryLabels: Record<CategoryType, string> = {
  SPORTS: 'Sports',
  LIVE: 'Casino',
  SLOT: 'Slot',
  TABLE: 'Table',
  BINGO: 'Poker',
  EGAME: 'Crash',
  FH: 'Fishing',
  LOTTO: 'Lottery',
  ARCADE: 'Arcade',
};

/** The games screen's sort menu. Display only: choosing one does not reorder anything. */
export const gameSortOptions = ['Recommend', 'Latest', 'Favorite', 'A-Z'] as const;

/** This platform first requests an access token (/api/player-login) and opens its own frame. */
export const LUCKY_PLATFORM = 'Lucky';

export const catalogMessages = {
  systemsFailed: 'Failed to fetch systems',
  systemsUnexpected: 'An unexpected error occurred while fetching systems',
  providersFailed: 'Failed to fetch providers',
  providersUnexpected: 'An unexpected error occurred while fetching providers',
  gamesFailed: 'Failed to fetch games',
  /** The spec names an unexpected-error variant without its words; these follow the other two. */
  gamesUnexpected: 'An unexpected error occurred while fetching games',
  /** Our wording, for a `type` that is not a category code. */
  typeInvalid: 'Please choose a valid game category.',
  /** Our wording, for a `system` that is not a JSON list of platform names. */
  systemListInvalid: 'Please choose at least one valid platform.',
} as const;

export const gameRunMessages = {
  notLoggedIn: 'User not logged in',
  failed: 'An unexpected error occurred',
  /** Our wording, for a launch that names no game. */
  gameRequired: 'Please choose a game.',
  /** Our wording, from the server, when the game or its platform is switched off. */
  gameUnavailable: 'This game is not available right now.',
  /** Our wording, for a game whose provider has no adapter configured yet. */
  comingSoon: 'This game is coming soon.',
} as const;

const categoryTypeField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  z.enum(categoryTypes, { error: catalogMessages.typeInvalid }),
);

export const systemSchema = z.object({ platform: z.string() });
export type System = z.infer<typeof systemSchema>;

/** A provider tile: it links to /games?type={type}&system={platform}&title={name}. */
export const providerSchema = z.object({
  platform: z.string(),
  name: z.string(),
  /** An image path under /storage/, or an icon name the client knows. */
  icon: z.string(),
});
export type Provider = z.infer<typeof providerSchema>;

/**
 * A SPORTS tab entry: either `link` is set, or `code`, `platform` and `type` launch a game
 * directly.
 */
export const sportEntrySchema = z.object({
  name: z.string(),
  icon: z.string(),
  link: z.string().nullable(),
  code: z.string().nullable(),
  platform: z.string().nullable(),
  type: z.string().nullable(),
});
export type SportEntry = z.infer<typeof sportEntrySchema>;

export const gameSchema = z.object({
  code: z.string(),
  name: z.string(),
  type: z.string(),
  platform: z.string(),
  /** Our addition: the tile image, a path under /storage/; null shows the platform's icon. */
  image: z.string().nullable(),
  /** Our addition: true when no provider adapter can launch the game yet; the tile says so. */
  coming_soon: z.boolean().optional(),
});
export type Game = z.infer<typeof gameSchema>;

/** GET /api/get-system?type={category type} */
export const getSystemRequestSchema = z.object({ type: categoryTypeField });
export type GetSystemRequest = z.infer<typeof getSystemRequestSchema>;
/** Our design: the systems come in `data`, as get-provider's providers do. */
export const getSystemResponseSchema = messageListAnswer(systemSchema);
export type GetSystemResponse = z.infer<typeof getSystemResponseSchema>;
/** GET /api/get-system?type=SPORTS: the same call answers the SPORTS tab's entries instead. */
export const getSportEntriesResponseSchema = messageListAnswer(sportEntrySchema);
export type GetSportEntriesResponse = z.infer<typeof getSportEntriesResponseSchema>;

/** Our limit on how many platforms one get-provider call may name. */
export const PROVIDER_QUERY_SYSTEMS_MAX = 50;

/** GET /api/get-provider?system={JSON list of systems}; an already-parsed list is accepted too. */
export const getProviderRequestSchema = z.object({
  system: z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value;
      }
    },
    z
      .array(requiredText(catalogMessages.systemListInvalid), {
        error: catalogMessages.systemListInvalid,
      })
      .min(1, catalogMessages.systemListInvalid)
      .max(PROVIDER_QUERY_SYSTEMS_MAX, catalogMessages.systemListInvalid),
  ),
});
export type GetProviderRequest = z.infer<typeof getProviderRequestSchema>;

/** The query string a client sends for a list of systems. */
export function providerQuery(systems: readonly string[]): { system: string } {
  return { system: JSON.stringify(systems) };
}

export const getProviderResponseSchema = messageListAnswer(providerSchema);
export type GetProviderResponse = z.infer<typeof getProviderResponseSchema>;

/** GET /api/get-games?type&system. Without `system` every platform of the type is listed (ALL). */
export const getGamesRequestSchema = z.object({
  type: categoryTypeField,
  system: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().optional(),
  ),
});
export type GetGamesRequest = z.infer<typeof getGamesRequestSchema>;
/** Our design: the games come in `data`, with the same `message` as the other catalogue calls. */
export const getGamesResponseSchema = messageListAnswer(gameSchema);
export type GetGamesResponse = z.infer<typeof getGamesResponseSchema>;

export const gameTypeEntrySchema = z.object({ type: z.enum(categoryTypes), name: z.string() });
export type GameTypeEntry = z.infer<typeof gameTypeEntrySchema>;
/**
 * GET /api/get-type (bearer). Our design: the category types open to this player, in menu order,
 * for the side menu.
 */
export const getTypeResponseSchema = messageListAnswer(gameTypeEntrySchema);
export type GetTypeResponse = z.infer<typeof getTypeResponseSchema>;

/** The catalogue calls; browsing is public, the type list needs a session. */
export const catalogCalls = {
  /**
   * One answer for both kinds of type: a sport entry is tried first, since a system (a platform
   * alone) would also read a sport entry and drop its other fields.
   */
  systems: defineCall({
    method: 'GET',
    path: '/api/get-system',
    auth: 'public',
    query: getSystemRequestSchema,
    answer: z.object({
      message: z.string(),
      data: z.array(z.union([sportEntrySchema, systemSchema])),
    }),
    idempotent: false,
  }),
  providers: defineCall({
    method: 'GET',
    path: '/api/get-provider',
    auth: 'public',
    query: getProviderRequestSchema,
    answer: getProviderResponseSchema,
    idempotent: false,
  }),
  games: defineCall({
    method: 'GET',
    path: '/api/get-games',
    auth: 'public',
    query: getGamesRequestSchema,
    answer: getGamesResponseSchema,
    idempotent: false,
  }),
  types: defineCall({
    method: 'GET',
    path: '/api/get-type',
    auth: 'player',
    answer: getTypeResponseSchema,
    idempotent: false,
  }),
};

/** POST /api/game-run (bearer). `userId` must be the caller's own id. */
export const gameRunRequestSchema = z.object({
  userId: idField(gameRunMessages.notLoggedIn),
  gameCode: requiredText(gameRunMessages.gameRequired, 128),
  gameType: requiredText(gameRunMessages.gameRequired, 64),
  platform: requiredText(gameRunMessages.gameRequired, 64),
  /** Where the provider sends the player back to (the lobby), when it supports that. */
  externalURL: z.string().trim().max(2048).optional(),
  isMobileLogin: z.boolean().default(true),
});
export type GameRunRequest = z.infer<typeof gameRunRequestSchema>;

export const gameRunResponseSchema = z.object({ url: z.string(), message: z.string() });
export type GameRunResponse = z.infer<typeof gameRunResponseSchema>;

/** Featured-game links read "{platform}-{game type}", split at the first '-'. */
export function splitFeaturedGameLink(link: string): { platform: string; gameType: string } {
  const dashIndex = link.indexOf('-');
  if (dashIndex < 0) return { platform: link, gameType: '' };
  return { platform: link.slice(0, dashIndex), gameType: link.slice(dashIndex + 1) };
}
