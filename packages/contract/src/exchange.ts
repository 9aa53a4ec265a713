/** Sports exchange calls ([contract: Entities], [contract: Calls]): match odds, fancy/bookmaker, score, event lists. */
import { z } from 'zod';
import { defineCall } from './calls.js';
import { requiredText } from './fields.js';

export const exchangeSports = ['cricket', 'soccer', 'tennis'] as const;
export type ExchangeSport = (typeof exchangeSports)[number];
export const exchangeSportLabels: Record<ExchangeSport, string> = {
  cricket: 'Cricket',
  soccer: 'Soccer',
  tennis: 'Tennis',
};

export const inPlayTabs = ['In-Play', 'Today', 'Tomorrow', 'Result'] as const;

export const exchangeMessages = {
  suspended: 'Suspend',
  ballRunning: 'Ball Running',
  noFancyBets: 'No fancy bets available',
  betMatched: 'Bet Matched',
  /** Our wording, for a sport outside cricket, soccer and tennis. */
  sportInvalid: 'Please choose cricket, soccer or tennis.',
  /** Our wording. */
  marketNotFound: 'Market not found.',
  /** Our wording. */
  eventNotFound: 'Event not found.',
} as const;

/** 1 is set, 0 is clear. */
const flagSchema = z.union([z.literal(0), z.literal(1)]);

// ---- Match odds ---------------------------------------------------------------------------

/**
 * Our addition on every market: the stakes it takes, in taka, which the bet slip shows and checks
 * before sending (the server checks them again). Absent from a host that does not send them.
 */
export const stakeLimitsSchema = z.object({ min: z.number(), max: z.number() });
export type StakeLimits = z.infer<typeof stakeLimitsSchema>;

export const priceSizeSchema = z.object({
  price: z.number(),
  /** Taka available at this price. */
  size: z.number(),
});
export type PriceSize = z.infer<typeof priceSizeSchema>;

export const matchOddsRunnerSchema = z.object({
  /** Our addition: the runner's id, to place bets against. */
  selectionId: z.number().int(),
  SelectionName: z.string(),
  /** Our addition: 1 while this runner takes no bets. */
  suspended: flagSchema.default(0),
  /** Best price first; the screens read item [0] of each side. */
  ex: z.object({
    availableToBack: z.array(priceSizeSchema),
    availableToLay: z.array(priceSizeSchema),
  }),
});
export type MatchOddsRunner = z.infer<typeof matchOddsRunnerSchema>;

export const matchOddsMarketSchema = z.object({
  marketId: z.string(),
  /** True while the event is in play. */
  inplay: z.boolean(),
  /** Our addition: 1 while the market takes no bets (suspended, or closed awaiting its result). */
  suspended: flagSchema.default(0),
  /** Our addition: 1 while a ball is running (bets refused for a moment). */
  ball_running: flagSchema.default(0),
  runners: z.array(matchOddsRunnerSchema),
  stake_limits: stakeLimitsSchema.optional(),
});
export type MatchOddsMarket = z.infer<typeof matchOddsMarketSchema>;

/** GET /api/match-odds/{marketId}: a list whose first item is the market. */
export const matchOddsParamsSchema = z.object({
  marketId: requiredText(exchangeMessages.marketNotFound, 64),
});
export type MatchOddsParams = z.infer<typeof matchOddsParamsSchema>;
export const matchOddsResponseSchema = z.array(matchOddsMarketSchema);
export type MatchOddsResponse = z.infer<typeof matchOddsResponseSchema>;

// ---- Fancy and bookmaker ------------------------------------------------------------------

/** Fancy Bet tabs with their numeric types; tab 1 (All) shows every fancy market. */
export const fancyTabs = [
  { type: 1, label: 'All' },
  { type: 2, label: 'Fancy' },
  { type: 3, label: 'Ball by Ball' },
  { type: 4, label: 'Khadda' },
  { type: 5, label: 'Lottery' },
  { type: 6, label: 'Odd/Even' },
] as const;
export type FancyTabType = (typeof fancyTabs)[number]['type'];
export const FANCY_TAB_ALL: FancyTabType = 1;

export const fancyMarketSchema = z.object({
  title: z.string(),
  /** Our addition: which tab lists the market, 2 to 6 (1 is All). */
  type: z.number().int().min(2).max(6),
  suspended: flagSchema,
  ball_running: flagSchema,
  /** The No line (runs) and its rate. */
  no: z.number(),
  no_rate: z.number(),
  /** The Yes line (runs) and its rate. */
  yes: z.number(),
  yes_rate: z.number(),
  stake_limits: stakeLimitsSchema.optional(),
});
export type FancyMarket = z.infer<typeof fancyMarketSchema>;

export function isInFancyTab(market: Pick<FancyMarket, 'type'>, tab: FancyTabType): boolean {
  return tab === FANCY_TAB_ALL || market.type === tab;
}

export const bookmakerRunnerSchema = z.object({
  /** Our addition: the runner's id, which a Bookmaker bet names (`selection_id`). */
  selectionId: z.number().int().optional(),
  runner: z.string(),
  backPrice: z.number(),
  layPrice: z.number(),
  suspended: flagSchema,
  ball_running: flagSchema,
});
export type BookmakerRunner = z.infer<typeof bookmakerRunnerSchema>;
export const bookmakerMarketSchema = z.object({
  runners: z.array(bookmakerRunnerSchema),
  stake_limits: stakeLimitsSchema.optional(),
});
export type BookmakerMarket = z.infer<typeof bookmakerMarketSchema>;

/** A row's overlay: Ball Running wins over Suspend; null shows the prices. */
export function marketRowOverlay(row: {
  suspended: number;
  ball_running: number;
}): (typeof exchangeMessages)['ballRunning' | 'suspended'] | null {
  if (row.ball_running === 1) return exchangeMessages.ballRunning;
  if (row.suspended === 1) return exchangeMessages.suspended;
  return null;
}

export const exchangeEventSchema = z.object({
  /** Fancy markets keyed by id. */
  fancy2: z.record(z.string(), fancyMarketSchema),
  /** Bookmaker markets keyed by id. */
  bookmaker: z.record(z.string(), bookmakerMarketSchema),
});
export type ExchangeEvent = z.infer<typeof exchangeEventSchema>;

/** GET /api/event/{eventId}, polled every 300 ms: the event sits at data.items[eventId]. */
export const eventParamsSchema = z.object({
  eventId: requiredText(exchangeMessages.eventNotFound, 64),
});
export type EventParams = z.infer<typeof eventParamsSchema>;
export const eventResponseSchema = z.object({
  data: z.object({ items: z.record(z.string(), exchangeEventSchema) }),
});
export type EventResponse = z.infer<typeof eventResponseSchema>;

// ---- Score board --------------------------------------------------------------------------

/** GET /api/score/board/{eventId} answers an HTML page; the client frames the address in it. */
export const scoreBoardParamsSchema = eventParamsSchema;
export const scoreBoardResponseSchema = z.string();

/** The live-score frame address: the page's first iframe src, else its first http(s) address. */
export function extractLiveScoreFrameUrl(page: string): string | undefined {
  const iframeSource = /<iframe[^>]*\ssrc=["']([^"']+)["']/i.exec(page)?.[1];
  if (iframeSource) return iframeSource;
  return /https?:\/\/[^\s"'<>]+/i.exec(page)?.[0];
}

// ---- Sports event lists -------------------------------------------------------------------

/** GET sports-events/{cricket|soccer|tennis} on the exchange host. */
export const sportsEventsParamsSchema = z.object({
  sport: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z.enum(exchangeSports, { error: exchangeMessages.sportInvalid }),
  ),
});
export type SportsEventsParams = z.infer<typeof sportsEventsParamsSchema>;

export const sportsEventSchema = z.object({
  MarketId: z.string(),
  EventId: z.string(),
  /** The event's name. */
  Event: z.string(),
  /** Our addition: the start time (ISO-8601), for the Today and Tomorrow tabs. */
  OpenDate: z.string(),
  /** Whether the event has fancy markets (the Fancy badge). */
  Fancy: z.boolean(),
  /** Whether the event has a bookmaker market (the BookMaker badge). */
  Bookmaker: z.boolean(),
  /**
   * Our addition: the Match Odds `inplay` flag, so a list shows In-Play without reading every
   * market ([contract: States]: an event is in-play when that flag is true). A host that answers
   * without it lists every event as not in play rather than failing.
   */
  InPlay: z.boolean().default(false),
});
export type SportsEvent = z.infer<typeof sportsEventSchema>;
export const sportsEventsResponseSchema = z.array(sportsEventSchema);
export type SportsEventsResponse = z.infer<typeof sportsEventsResponseSchema>;
/** A list item after the client adds the sport it fetched. */
export type SportsEventListItem = SportsEvent & { sport: ExchangeSport };

// ---- Header, bets, stream -----------------------------------------------------------------

/** GET /api/exchange-hub. Our design: the exchange header's figures, in taka. */
export const exchangeHubResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** Main balance, the same wallet as /api/balance. */
    balance: z.number(),
    /** Money held against open exchange bets. */
    exposure: z.number(),
    /** Open (unsettled) exchange bets, for the bets button. */
    open_bets: z.number().int(),
  }),
});
export type ExchangeHubResponse = z.infer<typeof exchangeHubResponseSchema>;

export const betSides = ['back', 'lay'] as const;
export type BetSide = (typeof betSides)[number];

/** The 'Bet Matched' message box. */
export const betMatchedSchema = z.object({
  side: z.enum(betSides),
  selection: z.string(),
  stake: z.number(),
  odds: z.number(),
});
export type BetMatched = z.infer<typeof betMatchedSchema>;

/** The public IP lookup the live stream frame address needs. */
export const ipLookupResponseSchema = z.object({ ip: z.string() });
export type IpLookupResponse = z.infer<typeof ipLookupResponseSchema>;

/**
 * The exchange's reads and header figures, declared once for the server and the app. Prices and
 * events are public, as on every exchange: a visitor sees the markets before signing in.
 */
export const exchangeCalls = {
  sportsEvents: defineCall({
    method: 'GET',
    path: '/api/sports-events/:sport',
    auth: 'public',
    params: sportsEventsParamsSchema,
    answer: sportsEventsResponseSchema,
    idempotent: false,
  }),
  matchOdds: defineCall({
    method: 'GET',
    path: '/api/match-odds/:marketId',
    auth: 'public',
    params: matchOddsParamsSchema,
    answer: matchOddsResponseSchema,
    idempotent: false,
  }),
  event: defineCall({
    method: 'GET',
    path: '/api/event/:eventId',
    auth: 'public',
    params: eventParamsSchema,
    answer: eventResponseSchema,
    idempotent: false,
  }),
  /** An HTML page, not JSON: the app reads it as text. */
  scoreBoard: defineCall({
    method: 'GET',
    path: '/api/score/board/:eventId',
    auth: 'public',
    params: scoreBoardParamsSchema,
    answer: scoreBoardResponseSchema,
    idempotent: false,
  }),
  hub: defineCall({
    method: 'GET',
    path: '/api/exchange-hub',
    auth: 'player',
    answer: exchangeHubResponseSchema,
    idempotent: false,
  }),
};
