/**
 * The operator console's back-office calls (`/admin-api/dashboard`, `/admin-api/players/*`).
 * The spec has no operator screens, so every message and field here is ours (docs/decisions.md,
 * Back office). Money is taka from integer paisa, days are Bangladesh (GMT+6) days.
 */
import { z } from 'zod';
import { pagedListAnswer } from './answer-envelopes.js';
import { defineCall } from './calls.js';
import { blankToUndefined, idField, requiredText, formNumeral } from './fields.js';
import { positiveWholeNumber } from './whole-numbers.js';
import { isWholePaisa } from './money.js';
import { identityStatusSchema } from './identity.js';
import { saferGamblingStatusSchema } from './safer-gambling.js';

export const PLAYER_SEARCH_PAGE_SIZE = 20;
export const PLAYER_LEDGER_PAGE_SIZE = 50;
export const PLAYER_RECENT_SESSIONS = 20;
export const PLAYER_SEARCH_LENGTH_MAX = 100;
export const ADJUSTMENT_REASON_LENGTH_MIN = 5;
export const ADJUSTMENT_REASON_LENGTH_MAX = 200;
/** One adjustment is a correction, not a deposit: ৳10 lakh covers any honest one. */
export const ADJUSTMENT_TAKA_MAX = 1_000_000;
/** Days in the dashboard's chart series, today included. */
export const DASHBOARD_SERIES_DAYS = 7;

export const backofficeMessages = {
  playerNotFound: 'Player not found.',
  sessionNotFound: 'Session not found.',
  pageInvalid: 'Please choose a valid page.',
  playerIdInvalid: 'The player id must be a positive whole number.',
  sessionIdInvalid: 'The session id must be a positive whole number.',
  searchTooLong: `Search with at most ${PLAYER_SEARCH_LENGTH_MAX} characters.`,
  amountRequired: 'Enter the amount in taka: positive to credit, negative to debit.',
  amountZero: 'The amount cannot be zero.',
  amountTooLarge: `An adjustment can be at most ৳${ADJUSTMENT_TAKA_MAX.toLocaleString('en-US')} either way.`,
  amountDecimals: 'Amount can have at most two decimals.',
  reasonRequired: 'Give the reason for the adjustment.',
  reasonLength: `The reason must be ${ADJUSTMENT_REASON_LENGTH_MIN}–${ADJUSTMENT_REASON_LENGTH_MAX} characters.`,
  idempotencyKeyRequired:
    'Send an Idempotency-Key header with an adjustment, so a retry cannot move money twice.',
  adjustmentBelowZero: 'This debit would take the player’s Main Wallet below zero.',
  adjusted: 'Balance adjusted.',
  flagInvalid: 'Use 1 (open) or 0 (blocked).',
  blockStatusInvalid: 'Status must be active (blocks lifted) or inactive (blocks apply).',
  marketBlockSaved: 'Market block saved.',
  sessionRevoked: 'Session revoked.',
  sessionsRevoked: 'All sessions revoked.',
} as const;

const pageField = formNumeral(positiveWholeNumber(backofficeMessages.pageInvalid).default(1));

const moneyFigureSchema = z.object({ count: z.number().int(), amount: z.number() });

/** One period's figures. GGRs are the house's side: positive means the house won. */
export const dashboardFiguresSchema = z.object({
  /** Approved deposits, by the time they were approved. */
  deposits: moneyFigureSchema,
  /** Paid withdrawals, by the time they were paid. */
  withdrawals: moneyFigureSchema,
  /** Rounds settled in the period: stakes − wins. */
  casino: z.object({
    rounds: z.number().int(),
    stakes: z.number(),
    wins: z.number(),
    ggr: z.number(),
  }),
  /** Commission taken + the house's net on Bookmaker and Fancy (docs/decisions.md, Back office). */
  exchange: z.object({ commission: z.number(), house_markets: z.number(), ggr: z.number() }),
  /** Players with a sign-in, a casino round or an exchange bet in the period. */
  active_players: z.number().int(),
});
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;

export const dashboardDaySchema = dashboardFiguresSchema.extend({
  /** YYYY-MM-DD, a GMT+6 day. */
  date: z.string(),
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const dashboardResponseSchema = z.object({
  /** GMT+6 days: today, and the week since Saturday (Bangladesh's week starts on Saturday). */
  today: dashboardFiguresSchema.extend({ date: z.string() }),
  week: dashboardFiguresSchema.extend({ from: z.string(), to: z.string() }),
  /** The last 7 GMT+6 days, oldest first, today last. */
  series: z.array(dashboardDaySchema),
  pending: z.object({
    deposits: z.number().int(),
    withdrawals: z.number().int(),
    /** Conversations with a player message no operator has read yet. */
    chats: z.number().int(),
  }),
  generated_at: z.string(),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

export const playerSearchQuerySchema = z.object({
  q: z.preprocess(
    blankToUndefined,
    z.string().trim().max(PLAYER_SEARCH_LENGTH_MAX, backofficeMessages.searchTooLong).optional(),
  ),
  page: pageField,
});
export type PlayerSearchQuery = z.infer<typeof playerSearchQuerySchema>;

export const playerStatusSchema = z.enum(['active', 'suspended', 'closed']);

export const playerSummarySchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  status: playerStatusSchema,
  currency: z.string(),
  created_at: z.string(),
});
export type PlayerSummary = z.infer<typeof playerSummarySchema>;

export const playerSearchResponseSchema = pagedListAnswer(playerSummarySchema);
export type PlayerSearchResponse = z.infer<typeof playerSearchResponseSchema>;

export const playerParamsSchema = z.object({ id: idField(backofficeMessages.playerIdInvalid) });
export const playerSessionParamsSchema = playerParamsSchema.extend({
  sessionId: idField(backofficeMessages.sessionIdInvalid),
});

export const playerSessionSchema = z.object({
  id: z.number().int(),
  /** Always `player`: a sign-in (the exchange and game tokens under it end with it). */
  kind: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  active: z.boolean(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export type PlayerSession = z.infer<typeof playerSessionSchema>;

export const playerBalancesSchema = z.object({
  main: z.number(),
  exposure: z.number(),
  /** Cash bonus waiting to be claimed. */
  bonus: z.number(),
  /** Withdrawals asked for and not yet paid. */
  withdrawal_hold: z.number(),
});
export type PlayerBalances = z.infer<typeof playerBalancesSchema>;

export const adminMarketBlockSchema = z.object({
  exchange_market: z.number().int(),
  cs_market: z.number().int(),
  status: z.string(),
});

export const playerDetailResponseSchema = z.object({
  player: playerSummarySchema.extend({
    phone_verified: z.boolean(),
    email_verified: z.boolean(),
    vip_coin: z.number(),
    referral_code: z.string(),
    birthday: z.string().nullable(),
  }),
  balances: playerBalancesSchema,
  market_block: adminMarketBlockSchema,
  /** Newest first, at most PLAYER_RECENT_SESSIONS. */
  sessions: z.array(playerSessionSchema),
  /** The player's own limits and break, read-only: no operator call changes or lifts them. */
  /** Where the player's identity check stands (the review itself is Money → Identity checks). */
  identity: identityStatusSchema.pick({
    state: true,
    reason: true,
    document_type: true,
    submitted_at: true,
    decided_at: true,
  }),
  safer_gambling: saferGamblingStatusSchema.pick({
    limits: true,
    break: true,
    reality_check_minutes: true,
  }),
});
export type PlayerDetailResponse = z.infer<typeof playerDetailResponseSchema>;

export const playerLedgerQuerySchema = z.object({ page: pageField });

export const playerLedgerEntrySchema = z.object({
  transfer_id: z.number().int(),
  created_at: z.string(),
  /** Why the money moved: deposit, bet_settle, casino_bet, adjustment, … */
  code: z.string(),
  reference: z.string().nullable(),
  /** The player's account this entry touches: main, exposure, bonus, withdrawal_hold. */
  account: z.string(),
  /** Signed taka: positive into that account, negative out of it. */
  amount: z.number(),
  /** The other side's account kind (house, player_exposure, deposits_clearing, …). */
  counterparty: z.string(),
});
export type PlayerLedgerEntry = z.infer<typeof playerLedgerEntrySchema>;

export const playerLedgerResponseSchema = pagedListAnswer(playerLedgerEntrySchema);
export type PlayerLedgerResponse = z.infer<typeof playerLedgerResponseSchema>;

const blockFlagField = z.union([z.literal(0), z.literal(1)], {
  error: backofficeMessages.flagInvalid,
});

/** POST /admin-api/players/{id}/market-block: the whole block, as GET /api/market/block reads it. */
export const setMarketBlockRequestSchema = z.object({
  exchange_market: blockFlagField,
  cs_market: blockFlagField,
  status: z.enum(['active', 'inactive'], { error: backofficeMessages.blockStatusInvalid }),
});
export type SetMarketBlockRequest = z.infer<typeof setMarketBlockRequestSchema>;

/** POST /admin-api/players/{id}/adjustments (with an Idempotency-Key header). */
export const adjustmentRequestSchema = z.object({
  amount: formNumeral(
    z
      .number({ error: backofficeMessages.amountRequired })
      .refine((value) => value !== 0, { error: backofficeMessages.amountZero, abort: true })
      .refine((value) => Math.abs(value) <= ADJUSTMENT_TAKA_MAX, {
        error: backofficeMessages.amountTooLarge,
        abort: true,
      })
      .refine(isWholePaisa, backofficeMessages.amountDecimals),
  ),
  reason: requiredText(backofficeMessages.reasonRequired)
    .min(ADJUSTMENT_REASON_LENGTH_MIN, backofficeMessages.reasonLength)
    .max(ADJUSTMENT_REASON_LENGTH_MAX, backofficeMessages.reasonLength),
});
export type AdjustmentRequest = z.infer<typeof adjustmentRequestSchema>;

export const adjustmentResponseSchema = z.object({
  message: z.string(),
  transfer_id: z.number().int(),
  amount: z.number(),
  balance_before: z.number(),
  balance_after: z.number(),
});
export type AdjustmentResponse = z.infer<typeof adjustmentResponseSchema>;

export const backofficeMessageResponseSchema = z.object({ message: z.string() });
export type BackofficeMessageResponse = z.infer<typeof backofficeMessageResponseSchema>;

/**
 * The console's back-office calls: the dashboard (owner, finance), player look-ups (owner,
 * finance, support), sessions and market blocks (owner, support) and balance adjustments (owner,
 * finance; an Idempotency-Key is required).
 */
export const backofficeAdminCalls = {
  dashboard: defineCall({
    method: 'GET',
    path: '/admin-api/dashboard',
    auth: 'operator',
    answer: dashboardResponseSchema,
    idempotent: false,
  }),
  adjustBalance: defineCall({
    method: 'POST',
    path: '/admin-api/players/:id/adjustments',
    auth: 'operator',
    params: playerParamsSchema,
    body: adjustmentRequestSchema,
    answer: adjustmentResponseSchema,
    idempotent: true,
  }),
  searchPlayers: defineCall({
    method: 'GET',
    path: '/admin-api/players',
    auth: 'operator',
    query: playerSearchQuerySchema,
    answer: playerSearchResponseSchema,
    idempotent: false,
  }),
  player: defineCall({
    method: 'GET',
    path: '/admin-api/players/:id',
    auth: 'operator',
    params: playerParamsSchema,
    answer: playerDetailResponseSchema,
    idempotent: false,
  }),
  playerLedger: defineCall({
    method: 'GET',
    path: '/admin-api/players/:id/ledger',
    auth: 'operator',
    params: playerParamsSchema,
    query: playerLedgerQuerySchema,
    answer: playerLedgerResponseSchema,
    idempotent: false,
  }),
  revokeAllSessions: defineCall({
    method: 'POST',
    path: '/admin-api/players/:id/sessions/revoke-all',
    auth: 'operator',
    params: playerParamsSchema,
    answer: backofficeMessageResponseSchema,
    idempotent: false,
  }),
  revokeSession: defineCall({
    method: 'POST',
    path: '/admin-api/players/:id/sessions/:sessionId/revoke',
    auth: 'operator',
    params: playerSessionParamsSchema,
    answer: backofficeMessageResponseSchema,
    idempotent: false,
  }),
  setMarketBlock: defineCall({
    method: 'POST',
    path: '/admin-api/players/:id/market-block',
    auth: 'operator',
    params: playerParamsSchema,
    body: setMarketBlockRequestSchema,
    answer: backofficeMessageResponseSchema,
    idempotent: false,
  }),
};
