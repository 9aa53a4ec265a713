/**
 * The operator console's catalogue calls (`/admin-api/catalogue/*`): categories, providers and
 * games as the operator manages them. The spec has no operator screens, so every message and field
 * here is ours (docs/decisions.md, Catalogue). The player calls keep their own shapes (catalog.ts).
 */
import { z } from 'zod';
import { listAnswer, pagedListAnswer } from './answer-envelopes.js';
import { defineCall } from './calls.js';
import { blankToUndefined, numeral, formNumeral } from './fields.js';
import { isWholePaisa } from './money.js';
import { wholeNumber, positiveWholeNumber } from './whole-numbers.js';

export const CATALOGUE_GAMES_PAGE_SIZE = 25;
export const CATALOGUE_NAME_LENGTH_MAX = 80;
export const CATALOGUE_SEARCH_LENGTH_MAX = 100;
export const CATALOGUE_SORT_ORDER_MAX = 1_000_000;
/** A game tile is small: 2 MB is plenty for a 300×300 picture. */
export const THUMBNAIL_SIZE_BYTES_MAX = 2 * 1024 * 1024;
export const thumbnailContentTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const catalogueMessages = {
  gameNotFound: 'Game not found.',
  providerNotFound: 'Provider not found.',
  categoryNotFound: 'Category not found.',
  idInvalid: 'The id must be a positive whole number.',
  pageInvalid: 'Please choose a valid page.',
  searchTooLong: `Search with at most ${CATALOGUE_SEARCH_LENGTH_MAX} characters.`,
  nameRequired: 'Enter a name.',
  nameTooLong: `A name can be at most ${CATALOGUE_NAME_LENGTH_MAX} characters.`,
  flagInvalid: 'Use true or false.',
  sortOrderInvalid: `The position must be a whole number from 0 to ${CATALOGUE_SORT_ORDER_MAX.toLocaleString('en-US')}.`,
  nothingToChange: 'Nothing to change: send at least one field.',
  positionsRequired: 'Send at least one position.',
  positionsRepeated: 'Each item can appear only once in a reorder.',
  positionsUnknown: 'Some items in this reorder are not in the catalogue.',
  thumbnailWrongType: 'The thumbnail must be a JPEG, PNG or WebP picture.',
  thumbnailTooLarge: `The thumbnail can be at most ${THUMBNAIL_SIZE_BYTES_MAX / 1024 / 1024} MB.`,
  gameSaved: 'Game saved.',
  providerSaved: 'Provider saved.',
  categorySaved: 'Category saved.',
  orderSaved: 'Order saved.',
  thumbnailSaved: 'Thumbnail saved.',
  stakeLimitInvalid:
    'A stake limit is an amount in taka with at most two decimals, or empty for the game’s own.',
  stakeLimitsOutside: 'Stake limits must lie within the game’s own limits.',
  stakeLimitsReversed: 'The minimum stake cannot be above the maximum.',
  stakeLimitsHouseOnly: 'Stake limits can be set on the house’s own games only.',
  ggrDaysInvalid: 'Choose 1 to 90 days.',
} as const;

/** The house games' report reaches this many days back at most. */
export const HOUSE_GGR_DAYS_MAX = 90;

const idSchema = numeral(positiveWholeNumber(catalogueMessages.idInvalid));

export const catalogueIdParamsSchema = z.object({ id: idSchema });
export const catalogueCategoryParamsSchema = z.object({
  code: z.string().trim().toUpperCase().min(1, catalogueMessages.categoryNotFound).max(20),
});

const flag = z.boolean({ error: catalogueMessages.flagInvalid });
const sortOrder = wholeNumber(catalogueMessages.sortOrderInvalid, 0, CATALOGUE_SORT_ORDER_MAX);
const name = z
  .string({ error: catalogueMessages.nameRequired })
  .trim()
  .min(1, catalogueMessages.nameRequired)
  .max(CATALOGUE_NAME_LENGTH_MAX, catalogueMessages.nameTooLong);
const optionalFilter = z.preprocess(blankToUndefined, z.string().trim().max(40).optional());
/** A stake limit in taka, or null (an empty field) for the game's own. */
const stakeLimit = z
  .preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    numeral(
      z
        .number({ error: catalogueMessages.stakeLimitInvalid })
        .min(0.01, catalogueMessages.stakeLimitInvalid)
        .max(100_000_000, catalogueMessages.stakeLimitInvalid)
        .refine(isWholePaisa, {
          message: catalogueMessages.stakeLimitInvalid,
        })
        .nullable(),
    ),
  )
  .optional();

function atLeastOne<T extends z.ZodRawShape>(shape: T) {
  return z
    .object(shape)
    .strict()
    .refine((value) => Object.values(value).some((field) => field !== undefined), {
      message: catalogueMessages.nothingToChange,
    });
}

export const catalogueGamesQuerySchema = z.object({
  q: z.preprocess(
    blankToUndefined,
    z.string().trim().max(CATALOGUE_SEARCH_LENGTH_MAX, catalogueMessages.searchTooLong).optional(),
  ),
  category: optionalFilter,
  platform: optionalFilter,
  page: formNumeral(positiveWholeNumber(catalogueMessages.pageInvalid).default(1)),
});
export type CatalogueGamesQuery = z.infer<typeof catalogueGamesQuerySchema>;

export const catalogueGameSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  category: z.string(),
  platform: z.string(),
  provider_name: z.string(),
  /** The game's own switch; players see it only when its provider and category are on too. */
  enabled: z.boolean(),
  provider_enabled: z.boolean(),
  /** Shown in the home page's Featured Games slider. */
  featured: z.boolean(),
  /** Shown in the home page's Favourites slider. */
  favourite: z.boolean(),
  sort_order: z.number().int(),
  image: z.string(),
  /**
   * A house game's stake limits for new rounds in taka: the operator's (null: the game's own) and
   * the game's own, which they must lie within. Null for other providers' games.
   */
  stake_limits: z
    .object({
      min: z.number().nullable(),
      max: z.number().nullable(),
      own_min: z.number(),
      own_max: z.number(),
    })
    .nullable(),
});
export type CatalogueGame = z.infer<typeof catalogueGameSchema>;

export const catalogueGamesResponseSchema = pagedListAnswer(catalogueGameSchema);
export type CatalogueGamesResponse = z.infer<typeof catalogueGamesResponseSchema>;

export const updateCatalogueGameSchema = atLeastOne({
  name: name.optional(),
  enabled: flag.optional(),
  featured: flag.optional(),
  favourite: flag.optional(),
  sort_order: sortOrder.optional(),
  min_stake: stakeLimit,
  max_stake: stakeLimit,
});
export type UpdateCatalogueGame = z.infer<typeof updateCatalogueGameSchema>;

export const catalogueProviderSchema = z.object({
  id: z.number().int(),
  platform: z.string(),
  name: z.string(),
  icon: z.string(),
  enabled: z.boolean(),
  sort_order: z.number().int(),
  categories: z.array(z.string()),
  games: z.number().int(),
  enabled_games: z.number().int(),
});
export type CatalogueProvider = z.infer<typeof catalogueProviderSchema>;
export const catalogueProvidersResponseSchema = listAnswer(catalogueProviderSchema);
export type CatalogueProvidersResponse = z.infer<typeof catalogueProvidersResponseSchema>;

export const updateCatalogueProviderSchema = atLeastOne({
  name: name.optional(),
  enabled: flag.optional(),
  sort_order: sortOrder.optional(),
});
export type UpdateCatalogueProvider = z.infer<typeof updateCatalogueProviderSchema>;

export const catalogueCategorySchema = z.object({
  code: z.string(),
  name: z.string(),
  name_bn: z.string(),
  enabled: z.boolean(),
  sort_order: z.number().int(),
  games: z.number().int(),
});
export type CatalogueCategory = z.infer<typeof catalogueCategorySchema>;
export const catalogueCategoriesResponseSchema = listAnswer(catalogueCategorySchema);
export type CatalogueCategoriesResponse = z.infer<typeof catalogueCategoriesResponseSchema>;

export const updateCatalogueCategorySchema = atLeastOne({
  name: name.optional(),
  name_bn: name.optional(),
  enabled: flag.optional(),
  sort_order: sortOrder.optional(),
});
export type UpdateCatalogueCategory = z.infer<typeof updateCatalogueCategorySchema>;

const positionsRepeated = (items: { key: string | number }[]) =>
  new Set(items.map((item) => String(item.key))).size === items.length;

function positionsOf<K extends z.ZodType<string | number>>(key: K) {
  return z.object({
    positions: z
      .array(z.object({ key, sort_order: sortOrder }), {
        error: catalogueMessages.positionsRequired,
      })
      .min(1, catalogueMessages.positionsRequired)
      .max(500)
      .refine((items) => positionsRepeated(items as { key: string | number }[]), {
        message: catalogueMessages.positionsRepeated,
      }),
  });
}

/** Explicit positions for games or providers (by id), saved together or not at all. */
export const reorderByIdSchema = positionsOf(z.number().int().positive());
export type ReorderById = z.infer<typeof reorderByIdSchema>;
/** Explicit positions for categories (by code). */
export const reorderByCodeSchema = positionsOf(z.string().trim().toUpperCase().min(1).max(20));
export type ReorderByCode = z.infer<typeof reorderByCodeSchema>;

export const catalogueMessageResponseSchema = z.object({ message: z.string() });

/** GET /admin-api/catalogue/house-ggr: the house games' takings per Bangladesh day. */
export const houseGgrQuerySchema = z.object({
  days: formNumeral(
    wholeNumber(catalogueMessages.ggrDaysInvalid, 1, HOUSE_GGR_DAYS_MAX).default(14),
  ),
});
export const houseGgrRowSchema = z.object({
  /** YYYY-MM-DD, GMT+6. */
  date: z.string(),
  game: z.string(),
  rounds: z.number().int(),
  stakes: z.number(),
  payouts: z.number(),
  /** Stakes less payouts: what the house kept. */
  ggr: z.number(),
});
export type HouseGgrRow = z.infer<typeof houseGgrRowSchema>;
export const houseGgrResponseSchema = z.object({
  /** The first and last day of the report (GMT+6). */
  from: z.string(),
  to: z.string(),
  data: z.array(houseGgrRowSchema),
});
export type HouseGgrResponse = z.infer<typeof houseGgrResponseSchema>;
export type CatalogueMessageResponse = z.infer<typeof catalogueMessageResponseSchema>;

/**
 * The console's catalogue calls (owner, content). A game's thumbnail upload
 * (PUT /admin-api/catalogue/games/:id/thumbnail, the image as the body) is not declared.
 */
export const catalogueAdminCalls = {
  games: defineCall({
    method: 'GET',
    path: '/admin-api/catalogue/games',
    auth: 'operator',
    query: catalogueGamesQuerySchema,
    answer: catalogueGamesResponseSchema,
    idempotent: false,
  }),
  updateGame: defineCall({
    method: 'PATCH',
    path: '/admin-api/catalogue/games/:id',
    auth: 'operator',
    params: catalogueIdParamsSchema,
    body: updateCatalogueGameSchema,
    answer: catalogueGameSchema,
    idempotent: false,
  }),
  orderGames: defineCall({
    method: 'POST',
    path: '/admin-api/catalogue/games/order',
    auth: 'operator',
    body: reorderByIdSchema,
    answer: catalogueMessageResponseSchema,
    idempotent: false,
  }),
  providers: defineCall({
    method: 'GET',
    path: '/admin-api/catalogue/providers',
    auth: 'operator',
    answer: catalogueProvidersResponseSchema,
    idempotent: false,
  }),
  updateProvider: defineCall({
    method: 'PATCH',
    path: '/admin-api/catalogue/providers/:id',
    auth: 'operator',
    params: catalogueIdParamsSchema,
    body: updateCatalogueProviderSchema,
    answer: catalogueProviderSchema,
    idempotent: false,
  }),
  orderProviders: defineCall({
    method: 'POST',
    path: '/admin-api/catalogue/providers/order',
    auth: 'operator',
    body: reorderByIdSchema,
    answer: catalogueMessageResponseSchema,
    idempotent: false,
  }),
  categories: defineCall({
    method: 'GET',
    path: '/admin-api/catalogue/categories',
    auth: 'operator',
    answer: catalogueCategoriesResponseSchema,
    idempotent: false,
  }),
  updateCategory: defineCall({
    method: 'PATCH',
    path: '/admin-api/catalogue/categories/:code',
    auth: 'operator',
    params: catalogueCategoryParamsSchema,
    body: updateCatalogueCategorySchema,
    answer: catalogueCategorySchema,
    idempotent: false,
  }),
  houseGgr: defineCall({
    method: 'GET',
    path: '/admin-api/catalogue/house-ggr',
    auth: 'operator',
    query: houseGgrQuerySchema,
    answer: houseGgrResponseSchema,
    idempotent: false,
  }),
  orderCategories: defineCall({
    method: 'POST',
    path: '/admin-api/catalogue/categories/order',
    auth: 'operator',
    body: reorderByCodeSchema,
    answer: catalogueMessageResponseSchema,
    idempotent: false,
  }),
};
