/**
 * Safer gambling (not shown in the spec; docs/decisions.md, "Safer gambling"): the player's deposit
 * and loss limits per day, week and month, a reality check every N minutes of play, a time-out or
 * a self-exclusion, and a statement of deposits, withdrawals and net result by month. A lower
 * limit applies at once; a higher one, or none, only after a day, so a limit cannot be lifted in
 * the heat of a losing session. A break cannot be shortened by the player or an operator.
 */
import { z } from 'zod';
import { defineCall } from './calls.js';
import { numeral, blankToUndefined } from './fields.js';

export const limitKinds = ['deposit', 'loss'] as const;
export type LimitKind = (typeof limitKinds)[number];

/** Rolling windows ending now: the last 24 hours, 7 days and 30 days. */
export const limitPeriods = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof limitPeriods)[number];

export const LIMIT_PERIOD_HOURS: Record<LimitPeriod, number> = { day: 24, week: 168, month: 720 };

/** How long a higher limit (or removing one) waits before it applies. */
export const LIMIT_RAISE_DELAY_HOURS = 24;

/** The largest limit a player may set, in taka. */
export const LIMIT_MAX_TAKA = 10_000_000;

export const breakKinds = ['timeout', 'exclusion'] as const;
export type BreakKind = (typeof breakKinds)[number];

/** A time-out lasts a day to six weeks; a self-exclusion six months to five years. */
export const breakDurations = {
  timeout: ['1d', '1w', '1m', '6w'],
  exclusion: ['6m', '1y', '2y', '5y'],
} as const satisfies Record<BreakKind, readonly string[]>;
export type BreakDuration = (typeof breakDurations)[BreakKind][number];
const allDurations = [...breakDurations.timeout, ...breakDurations.exclusion] as const;

/** The reality check's choices, in minutes (0: off). */
export const realityCheckChoices = [0, 15, 30, 45, 60, 90, 120] as const;

export const saferGamblingMessages = {
  kindInvalid: 'Choose a deposit or a loss limit.',
  periodInvalid: 'Choose a day, a week or a month.',
  amountInvalid: 'Enter a whole amount from ৳1 to ৳1,00,00,000, or leave it empty for no limit.',
  breakKindInvalid: 'Choose a time-out or a self-exclusion.',
  durationInvalid: 'Choose how long the break lasts.',
  realityCheckInvalid: 'Choose how often the reminder comes.',
  limitLowered: 'Your limit has changed and applies now.',
  limitRaisePending: 'Your new limit applies from {{from}}: a higher limit waits 24 hours.',
  limitUnchanged: 'That is already your limit.',
  realityCheckSaved: 'Your reminder has been saved.',
  breakStarted: 'Your break has started. You have been logged out on every device.',
  breakLonger: 'You are already on a break until {{until}}; a new one must end later.',
  onTimeout:
    'You are on a time-out until {{until}}: betting and deposits are closed until then. You can still withdraw.',
  onExclusion:
    'You have excluded yourself until {{until}}: betting and deposits are closed until then. You can still withdraw.',
  depositLimitDay:
    'This deposit would pass your daily deposit limit of {{limit}}. You can deposit up to {{left}} now.',
  depositLimitWeek:
    'This deposit would pass your weekly deposit limit of {{limit}}. You can deposit up to {{left}} now.',
  depositLimitMonth:
    'This deposit would pass your monthly deposit limit of {{limit}}. You can deposit up to {{left}} now.',
  lossLimitDay:
    'This bet could take your losses past your daily loss limit of {{limit}}. You can risk up to {{left}} now.',
  lossLimitWeek:
    'This bet could take your losses past your weekly loss limit of {{limit}}. You can risk up to {{left}} now.',
  lossLimitMonth:
    'This bet could take your losses past your monthly loss limit of {{limit}}. You can risk up to {{left}} now.',
} as const;

const limitAmountField = z.preprocess(
  blankToUndefined,
  numeral(
    z
      .number({ error: saferGamblingMessages.amountInvalid })
      .int(saferGamblingMessages.amountInvalid)
      .min(1, saferGamblingMessages.amountInvalid)
      .max(LIMIT_MAX_TAKA, saferGamblingMessages.amountInvalid)
      .optional(),
  ),
);

export const setLimitRequestSchema = z.object({
  kind: z.enum(limitKinds, { error: saferGamblingMessages.kindInvalid }),
  period: z.enum(limitPeriods, { error: saferGamblingMessages.periodInvalid }),
  /** Whole taka; empty or missing removes the limit (after the day's wait). */
  amount: limitAmountField,
});
export type SetLimitRequest = z.infer<typeof setLimitRequestSchema>;

export const takeBreakRequestSchema = z
  .object({
    kind: z.enum(breakKinds, { error: saferGamblingMessages.breakKindInvalid }),
    duration: z.enum(allDurations, { error: saferGamblingMessages.durationInvalid }),
  })
  .refine(
    (request) => (breakDurations[request.kind] as readonly string[]).includes(request.duration),
    { error: saferGamblingMessages.durationInvalid, path: ['duration'] },
  );
export type TakeBreakRequest = z.infer<typeof takeBreakRequestSchema>;

export const realityCheckRequestSchema = z.object({
  minutes: numeral(
    z
      .number({ error: saferGamblingMessages.realityCheckInvalid })
      .refine((minutes) => (realityCheckChoices as readonly number[]).includes(minutes), {
        error: saferGamblingMessages.realityCheckInvalid,
      }),
  ),
});

export const playerLimitSchema = z.object({
  kind: z.enum(limitKinds),
  period: z.enum(limitPeriods),
  /** The limit in force, in taka; null: none. */
  amount: z.number().nullable(),
  /** What the window has used: deposits made, or losses plus what open bets risk. */
  used: z.number(),
  /** A higher limit (or none, amount null) waiting its day. */
  pending: z.object({ amount: z.number().nullable(), from: z.string() }).nullable(),
});
export type PlayerLimit = z.infer<typeof playerLimitSchema>;

export const playerBreakSchema = z.object({
  kind: z.enum(breakKinds),
  started_at: z.string(),
  until: z.string(),
});
export type PlayerBreak = z.infer<typeof playerBreakSchema>;

export const saferGamblingStatusSchema = z.object({
  limits: z.array(playerLimitSchema),
  break: playerBreakSchema.nullable(),
  /** Minutes between reality checks (0: off). */
  reality_check_minutes: z.number().int(),
  /** The operator's help line, shown on the page and in the footer. */
  helpline: z.object({ text: z.string().nullable(), url: z.string().nullable() }),
});
export type SaferGamblingStatus = z.infer<typeof saferGamblingStatusSchema>;

export const saferGamblingChangeSchema = z.object({
  message: z.string(),
  status: saferGamblingStatusSchema,
});

export const breakAnswerSchema = z.object({ message: z.string(), break: playerBreakSchema });

/** The play session the reality check reports on: since the player logged in. */
export const playSessionSchema = z.object({
  started_at: z.string(),
  now: z.string(),
  /** Won less lost since the session started, in taka (settled bets and rounds). */
  net_result: z.number(),
  /** Minutes between reality checks (0: off). */
  reality_check_minutes: z.number().int(),
});
export type PlaySession = z.infer<typeof playSessionSchema>;

export const activityMonthSchema = z.object({
  /** YYYY-MM, in Bangladesh time. */
  month: z.string(),
  deposits: z.number(),
  withdrawals: z.number(),
  net_result: z.number(),
});
export const activityStatementSchema = z.object({ months: z.array(activityMonthSchema) });
export type ActivityStatement = z.infer<typeof activityStatementSchema>;

export const saferGamblingCalls = {
  status: defineCall({
    method: 'GET',
    path: '/api/safer-gambling',
    auth: 'player',
    answer: saferGamblingStatusSchema,
    idempotent: false,
  }),
  setLimit: defineCall({
    method: 'PATCH',
    path: '/api/safer-gambling/limits',
    auth: 'player',
    body: setLimitRequestSchema,
    answer: saferGamblingChangeSchema,
    idempotent: false,
  }),
  realityCheck: defineCall({
    method: 'PATCH',
    path: '/api/safer-gambling/reality-check',
    auth: 'player',
    body: realityCheckRequestSchema,
    answer: saferGamblingChangeSchema,
    idempotent: false,
  }),
  takeBreak: defineCall({
    method: 'POST',
    path: '/api/safer-gambling/break',
    auth: 'player',
    body: takeBreakRequestSchema,
    answer: breakAnswerSchema,
    idempotent: false,
  }),
  session: defineCall({
    method: 'GET',
    path: '/api/safer-gambling/session',
    auth: 'player',
    answer: playSessionSchema,
    idempotent: false,
  }),
  statement: defineCall({
    method: 'GET',
    path: '/api/safer-gambling/statement',
    auth: 'player',
    answer: activityStatementSchema,
    idempotent: false,
  }),
};
