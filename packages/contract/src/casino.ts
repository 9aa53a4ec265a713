/**
 * The casino's seamless wallet as a game provider sees it (apps/server/src/features/casino/README.md): the
 * signed callbacks an aggregator sends us — balance, debit (bet), credit (win), rollback — and the
 * refusals every wallet call can answer, which the house games show players too.
 *
 * Amounts on this API are integers in the currency's minor unit (paisa for BDT): a provider's
 * machine never has to round a float.
 */
import { z } from 'zod';
import { listAnswer } from './answer-envelopes.js';
import { defineCall } from './calls.js';
import { gameRunRequestSchema, gameRunResponseSchema } from './catalog.js';
import { bettingRecordResponseSchema } from './records.js';

/** What the player reads when a wallet call is refused (our wording; the spec has none). */
export const casinoMessages = {
  insufficientBalance: 'Insufficient balance.',
  roundClosed: 'This round is already over.',
  unknownRound: 'This round was not found.',
  noOpenBet: 'There is no open bet in this round.',
  roundOfAnotherPlayer: 'This round belongs to another player.',
  betRolledBack: 'This bet was cancelled before it arrived.',
  transactionConflict: 'This transaction id was already used with different details.',
  notRollbackable: 'Only a bet in an open round can be rolled back.',
  currencyMismatch: "The amount is not in the player's currency.",
  playerUnavailable: 'This player cannot play right now.',
  marketBlocked: 'Games are blocked for this player.',
  /** A launch token that is unknown, expired or whose sign-in session ended. */
  sessionExpired: 'Your game session has ended. Please open the game again.',
  signatureInvalid: 'The request signature is not valid.',
  providerUnknown: 'This game provider is not configured.',
} as const;

/** The machine-readable reason of a refused wallet call, beside its message. */
export const casinoWalletErrors = [
  'insufficient_funds',
  'round_closed',
  'unknown_round',
  'no_open_bet',
  'round_of_another_player',
  'bet_rolled_back',
  'transaction_conflict',
  'not_rollbackable',
  'currency_mismatch',
  'player_unavailable',
  'market_blocked',
  'session_expired',
  'signature_invalid',
  'provider_unknown',
  'invalid_request',
] as const;
export type CasinoWalletError = (typeof casinoWalletErrors)[number];

// ---- Signed callbacks: POST /api/provider-wallet/{provider}/{balance|debit|credit|rollback} ----

export const PROVIDER_WALLET_PATH_PREFIX = '/api/provider-wallet';
export const providerWalletActions = ['balance', 'debit', 'credit', 'rollback'] as const;
export type ProviderWalletAction = (typeof providerWalletActions)[number];

/** Headers of a signed call: the Unix time in seconds and `sha256=<hex HMAC>` of `${time}.${body}`. */
export const PROVIDER_WALLET_TIMESTAMP_HEADER = 'x-khela-timestamp';
export const PROVIDER_WALLET_SIGNATURE_HEADER = 'x-khela-signature';
/** A call signed further than this from our clock is refused, so a captured call cannot be replayed later. */
export const PROVIDER_WALLET_CLOCK_SKEW_SECONDS = 300;

const ID_LENGTH_MAX = 128;
const idText = z.string().trim().min(1).max(ID_LENGTH_MAX);
/** Integer minor units; at most 10¹² (ten thousand crore taka) so a sum never leaves safe integers. */
const minorAmount = z.number().int().min(0).max(1_000_000_000_000);

const callBase = z.object({
  /** The provider's id for this HTTP request (logged; repeats are recognised by transaction_id). */
  request_id: idText,
  /** The player's id on our side, as the launch handed it over. */
  user_id: z.number().int().positive(),
  /** The launch token from the launch URL: required for balance and debit. */
  token: z.string().trim().min(1).max(256).optional(),
});

export const providerBalanceRequestSchema = callBase;
export type ProviderBalanceRequest = z.infer<typeof providerBalanceRequestSchema>;

const moneyCall = callBase.extend({
  currency: z.string().trim().min(3).max(3),
  game_code: idText,
  round_id: idText,
  transaction_id: idText,
});

export const providerDebitRequestSchema = moneyCall.extend({
  amount: minorAmount.min(1),
});
export type ProviderDebitRequest = z.infer<typeof providerDebitRequestSchema>;

export const providerCreditRequestSchema = moneyCall.extend({
  /** What the round paid back; 0 closes a lost round. */
  amount: minorAmount,
  /** False leaves the round open for more bets or wins; true (the default) settles it. */
  round_closed: z.boolean().default(true),
});
export type ProviderCreditRequest = z.infer<typeof providerCreditRequestSchema>;

export const providerRollbackRequestSchema = moneyCall.extend({
  /** The debit to reverse. */
  reference_transaction_id: idText,
});
export type ProviderRollbackRequest = z.infer<typeof providerRollbackRequestSchema>;

export const providerWalletSuccessSchema = z.object({
  status: z.literal('ok'),
  request_id: z.string(),
  user_id: z.number().int(),
  currency: z.string(),
  /** The Main Wallet after the call, in minor units. */
  balance: z.number().int(),
  /** True when the transaction id was known and the first answer is repeated (nothing moved). */
  repeated: z.boolean(),
});
export type ProviderWalletSuccess = z.infer<typeof providerWalletSuccessSchema>;

export const providerWalletErrorSchema = z.object({
  status: z.literal('error'),
  request_id: z.string().nullable(),
  error: z.enum(casinoWalletErrors),
  message: z.string(),
  /** The current balance when the player is known (an insufficient-funds refusal carries it). */
  balance: z.number().int().nullable(),
});
export type ProviderWalletErrorBody = z.infer<typeof providerWalletErrorSchema>;

// ---- Operators: configuring an aggregator (/admin-api/casino/providers) ---------------------

export const casinoAdminMessages = {
  launchUrlInvalid: 'The launch URL must be an http(s) address containing {token}.',
  secretInvalid: 'The wallet secret must be 32 to 256 visible characters.',
  providerNotFound: 'This provider is not in the catalogue.',
  houseProvider: 'The house provider runs inside the server and needs no configuration.',
} as const;

/** The `{platform}` of POST /admin-api/casino/providers/{platform}. */
export const casinoProviderParamsSchema = z.object({
  platform: z.string().trim().min(1).max(64),
});

/** POST /admin-api/casino/providers/{platform} (admin): creates or changes the configuration. */
export const casinoProviderConfigRequestSchema = z.object({
  /** A template: {token}, {game}, {user}, {currency}, {lobby} and {mobile} are filled at launch. */
  launch_url: z
    .string({ error: casinoAdminMessages.launchUrlInvalid })
    .trim()
    .max(2048, casinoAdminMessages.launchUrlInvalid)
    .regex(/^https?:\/\/[^\s]+$/i, casinoAdminMessages.launchUrlInvalid)
    .refine((value) => value.includes('{token}'), casinoAdminMessages.launchUrlInvalid),
  /** Given: it replaces the secret. Left out: the secret stays, or a new provider gets a random one. */
  wallet_secret: z
    .string({ error: casinoAdminMessages.secretInvalid })
    .regex(/^[\x21-\x7e]{32,256}$/, casinoAdminMessages.secretInvalid)
    .optional(),
  active: z.boolean().default(true),
});
export type CasinoProviderConfigRequest = z.infer<typeof casinoProviderConfigRequestSchema>;

export const casinoProviderConfigSchema = z.object({
  platform: z.string(),
  launch_url: z.string(),
  active: z.boolean(),
  updated_at: z.string(),
});
export type CasinoProviderConfig = z.infer<typeof casinoProviderConfigSchema>;

/** The answer to a configuration call: `wallet_secret` is the secret this call made, shown once; else null. */
export const casinoProviderConfigResponseSchema = casinoProviderConfigSchema.extend({
  wallet_secret: z.string().nullable(),
});

/** GET /admin-api/casino/providers: every configured aggregator, secrets never shown. */
export const casinoProviderListResponseSchema = listAnswer(casinoProviderConfigSchema);

/**
 * The player's casino calls. The aggregators' signed wallet callbacks are not among them: they
 * read the raw body for the signature and answer signed text, which a declaration cannot say.
 */
export const casinoCalls = {
  /** Refused without a session with the spec's own text (gameRunMessages.notLoggedIn). */
  gameRun: defineCall({
    method: 'POST',
    path: '/api/game-run',
    auth: 'player',
    body: gameRunRequestSchema,
    answer: gameRunResponseSchema,
    idempotent: false,
  }),
  bettingRecord: defineCall({
    method: 'GET',
    path: '/api/betting-record',
    auth: 'player',
    answer: bettingRecordResponseSchema,
    idempotent: false,
  }),
};

/** The owner's calls configuring aggregators and their wallet secrets. */
export const casinoAdminCalls = {
  providers: defineCall({
    method: 'GET',
    path: '/admin-api/casino/providers',
    auth: 'operator',
    answer: casinoProviderListResponseSchema,
    idempotent: false,
  }),
  configure: defineCall({
    method: 'POST',
    path: '/admin-api/casino/providers/:platform',
    auth: 'operator',
    params: casinoProviderParamsSchema,
    body: casinoProviderConfigRequestSchema,
    answer: casinoProviderConfigResponseSchema,
    idempotent: false,
  }),
};
