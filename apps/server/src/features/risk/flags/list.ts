/**
 * GET /admin-api/risk/flags: every rule run over the rows of the last 30 days when finance asks,
 * each flag naming its accounts and the rows that raised it, newest first, a page at a time.
 */
import {
  fillMessage,
  paisa,
  RISK_FLAGS_PAGE_SIZE,
  riskAdminMessages,
  takaLabel,
  type RiskFlag,
  type RiskFlagKind,
  type RiskFlagRow,
  type RiskFlagsQuery,
  type RiskFlagsResponse,
} from '@khela/contract';
import type { Executor } from '../../../platform/ledger/ledger.js';
import {
  oppositeBets,
  playResultBuckets,
  settledStakeTotals,
  sharedDepositRows,
  sharedSignupRows,
  withdrawalsAfterDeposits,
} from './queries.js';
import {
  dhakaDayOf,
  dhakaDayOfIso,
  FLAG_LOOKBACK_DAYS,
  hoursBetween,
  isLowCounted,
  isQuickWithdrawal,
  lookbackStart,
  OPPOSITE_SIDES_MARKETS_MIN,
  OPPOSITE_SIDES_MINUTES,
  placedTogether,
  SIGNUP_ADDRESS_ACCOUNTS_MIN,
  SIGNUP_DEVICE_ACCOUNTS_MIN,
  SIGNUP_WINDOW_HOURS,
  signupClusters,
  WIN_NORM_DAYS,
  winningsAboveNorm,
} from '../rules.js';

const taka = (amountPaisa: number) => takaLabel(paisa(amountPaisa));
const dhakaDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00+06:00`)).toISOString();

interface Account {
  id: number;
  username: string;
}

function flagOf(
  kind: RiskFlagKind,
  key: string,
  reason: string,
  accounts: readonly Account[],
  rows: RiskFlagRow[],
): RiskFlag {
  const players = new Map<number, Account>();
  for (const account of accounts) players.set(account.id, account);
  return {
    id: `${kind}:${key}`,
    kind,
    reason,
    raised_at: rows.reduce((latest, row) => (row.at > latest ? row.at : latest), ''),
    players: [...players.values()].map(({ id, username }) => ({ id, username })),
    rows,
  };
}

function groupBy<Item>(items: readonly Item[], keyOf: (item: Item) => string): Map<string, Item[]> {
  const groups = new Map<string, Item[]>();
  for (const item of items) {
    const key = keyOf(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return groups;
}

async function sharedDepositFlags(db: Executor, since: string): Promise<RiskFlag[]> {
  const rules = [
    { column: 'account_number', kind: 'shared_sender_number' },
    { column: 'reference', kind: 'shared_trx_id' },
  ] as const;
  const flags: RiskFlag[] = [];
  for (const { column, kind } of rules) {
    const groups = groupBy(await sharedDepositRows(db, column, since), (row) => row.shared);
    for (const [shared, rows] of groups) {
      const accounts = rows.map((row) => ({ id: row.user_id, username: row.username }));
      const count = new Set(accounts.map((account) => account.id)).size;
      const reason =
        kind === 'shared_sender_number'
          ? fillMessage(riskAdminMessages.reasonSharedSenderNumber, { number: shared, count })
          : fillMessage(riskAdminMessages.reasonSharedTrxId, { reference: shared, count });
      const flagRows = rows.map((row) => ({
        kind: 'deposit' as const,
        ref: row.transaction_id,
        user_id: row.user_id,
        at: row.created_at,
      }));
      flags.push(flagOf(kind, shared, reason, accounts, flagRows));
    }
  }
  return flags;
}

async function sharedSignupFlags(db: Executor, since: string): Promise<RiskFlag[]> {
  const rules = [
    { column: 'address_hash', kind: 'shared_signup_address', min: SIGNUP_ADDRESS_ACCOUNTS_MIN },
    { column: 'device_hash', kind: 'shared_signup_device', min: SIGNUP_DEVICE_ACCOUNTS_MIN },
  ] as const;
  const flags: RiskFlag[] = [];
  for (const { column, kind, min } of rules) {
    const groups = groupBy(await sharedSignupRows(db, column, since), (row) => row.shared);
    for (const [shared, marks] of groups) {
      const signups = marks.map((mark) => ({
        ...mark,
        userId: mark.user_id,
        createdAt: mark.created_at,
      }));
      for (const cluster of signupClusters(signups, min)) {
        const template =
          kind === 'shared_signup_address'
            ? riskAdminMessages.reasonSharedSignupAddress
            : riskAdminMessages.reasonSharedSignupDevice;
        const reason = fillMessage(template, { count: cluster.length, hours: SIGNUP_WINDOW_HOURS });
        flags.push(
          flagOf(
            kind,
            // The hash names the place without showing it; the first sign-up tells clusters apart.
            `${shared.slice(0, 12)}:${cluster[0]!.user_id}`,
            reason,
            cluster.map((mark) => ({ id: mark.user_id, username: mark.username })),
            cluster.map((mark) => ({
              kind: 'signup' as const,
              ref: `#${mark.user_id}`,
              user_id: mark.user_id,
              at: mark.created_at,
            })),
          ),
        );
      }
    }
  }
  return flags;
}

async function quickWithdrawalFlags(db: Executor, since: string): Promise<RiskFlag[]> {
  const pairs = await withdrawalsAfterDeposits(db, since);
  return pairs
    .filter((pair) =>
      isQuickWithdrawal({
        depositAt: pair.deposit_at,
        depositPaisa: pair.deposit_paisa,
        withdrawalAt: pair.withdrawal_at,
        stakedPaisa: pair.staked_paisa,
      }),
    )
    .map((pair) =>
      flagOf(
        'quick_withdrawal',
        pair.withdrawal_id,
        fillMessage(riskAdminMessages.reasonQuickWithdrawal, {
          withdrawal: taka(pair.withdrawal_paisa),
          hours: Math.max(0, Math.floor(hoursBetween(pair.deposit_at, pair.withdrawal_at))),
          deposit: taka(pair.deposit_paisa),
          staked: taka(pair.staked_paisa),
        }),
        [{ id: pair.user_id, username: pair.username }],
        [
          { kind: 'deposit', ref: pair.deposit_id, user_id: pair.user_id, at: pair.deposit_at },
          {
            kind: 'withdrawal',
            ref: pair.withdrawal_id,
            user_id: pair.user_id,
            at: pair.withdrawal_at,
          },
        ],
      ),
    );
}

async function lowCountedFlags(db: Executor, since: string): Promise<RiskFlag[]> {
  const totals = await settledStakeTotals(db, since);
  return totals
    .filter((total) =>
      isLowCounted({ stakedPaisa: total.staked_paisa, countedPaisa: total.counted_paisa }),
    )
    .map((total) =>
      flagOf(
        'low_counted_stakes',
        String(total.user_id),
        fillMessage(riskAdminMessages.reasonLowCountedStakes, {
          staked: taka(total.staked_paisa),
          days: FLAG_LOOKBACK_DAYS,
          counted: taka(total.counted_paisa),
          percent: ((total.counted_paisa * 100) / total.staked_paisa).toFixed(1),
        }),
        [{ id: total.user_id, username: total.username }],
        [
          {
            kind: 'settled_stakes',
            ref: String(total.stakes),
            user_id: total.user_id,
            at: total.last_at,
          },
        ],
      ),
    );
}

async function oppositeSidesFlags(db: Executor, since: string): Promise<RiskFlag[]> {
  const together = (await oppositeBets(db, since)).filter((bets) =>
    placedTogether(bets.first_at, bets.second_at),
  );
  const flags: RiskFlag[] = [];
  for (const [pair, bets] of groupBy(together, (b) => `${b.first_user_id}-${b.second_user_id}`)) {
    const markets = groupBy(bets, (bet) => bet.market_id);
    if (markets.size < OPPOSITE_SIDES_MARKETS_MIN) continue;
    const first = bets[0]!;
    const rows = [...markets].map(([marketId, marketBets]) => ({
      kind: 'market' as const,
      ref: marketId,
      user_id: first.first_user_id,
      at: marketBets.reduce(
        (latest, bet) => [bet.first_at, bet.second_at, latest].sort().at(-1)!,
        '',
      ),
    }));
    flags.push(
      flagOf(
        'opposite_sides',
        pair,
        fillMessage(riskAdminMessages.reasonOppositeSides, {
          markets: markets.size,
          minutes: OPPOSITE_SIDES_MINUTES,
        }),
        [
          { id: first.first_user_id, username: first.first_username },
          { id: first.second_user_id, username: first.second_username },
        ],
        rows,
      ),
    );
  }
  return flags;
}

async function winningsFlags(db: Executor, nowMs: number): Promise<RiskFlag[]> {
  const buckets = await playResultBuckets(
    db,
    lookbackStart(nowMs, FLAG_LOOKBACK_DAYS + WIN_NORM_DAYS + 1),
  );
  const fromDay = dhakaDayOfIso(lookbackStart(nowMs));
  const flags: RiskFlag[] = [];
  for (const playerBuckets of groupBy(buckets, (bucket) => String(bucket.user_id)).values()) {
    const netByDay = new Map<string, number>();
    for (const bucket of playerBuckets) {
      const day = dhakaDayOf(bucket.utc_date, bucket.late === 1);
      netByDay.set(day, (netByDay.get(day) ?? 0) + bucket.net_paisa);
    }
    const { user_id: userId, username } = playerBuckets[0]!;
    for (const day of winningsAboveNorm(netByDay, fromDay)) {
      flags.push(
        flagOf(
          'winnings_above_norm',
          `${userId}:${day.day}`,
          fillMessage(riskAdminMessages.reasonWinningsAboveNorm, {
            won: taka(day.wonPaisa),
            date: day.day,
            norm: taka(day.normPaisa),
          }),
          [{ id: userId, username }],
          [{ kind: 'play_day', ref: day.day, user_id: userId, at: dhakaDayStart(day.day) }],
        ),
      );
    }
  }
  return flags;
}

/** The rules, each with the kinds of flag it raises, so a filtered list runs only its own. */
const ruleGroups: {
  kinds: readonly RiskFlagKind[];
  run: (db: Executor, nowMs: number) => Promise<RiskFlag[]>;
}[] = [
  {
    kinds: ['shared_sender_number', 'shared_trx_id'],
    run: (db, nowMs) => sharedDepositFlags(db, lookbackStart(nowMs)),
  },
  {
    kinds: ['shared_signup_address', 'shared_signup_device'],
    run: (db, nowMs) => sharedSignupFlags(db, lookbackStart(nowMs)),
  },
  {
    kinds: ['quick_withdrawal'],
    run: (db, nowMs) => quickWithdrawalFlags(db, lookbackStart(nowMs)),
  },
  { kinds: ['low_counted_stakes'], run: (db, nowMs) => lowCountedFlags(db, lookbackStart(nowMs)) },
  { kinds: ['opposite_sides'], run: (db, nowMs) => oppositeSidesFlags(db, lookbackStart(nowMs)) },
  { kinds: ['winnings_above_norm'], run: winningsFlags },
];

/** The flags the rows of the lookback raise (of one kind, or all), newest first. */
export async function computeFlags(
  db: Executor,
  kind?: RiskFlagKind,
  nowMs: number = Date.now(),
): Promise<RiskFlag[]> {
  const groups = await Promise.all(
    ruleGroups
      .filter((group) => kind === undefined || group.kinds.includes(kind))
      .map((group) => group.run(db, nowMs)),
  );
  return groups
    .flat()
    .filter((flag) => kind === undefined || flag.kind === kind)
    .sort((a, b) => b.raised_at.localeCompare(a.raised_at));
}

export async function listFlags(db: Executor, query: RiskFlagsQuery): Promise<RiskFlagsResponse> {
  const matching = (await computeFlags(db, query.kind)).filter(
    (flag) =>
      query.user_id === undefined || flag.players.some((player) => player.id === query.user_id),
  );
  const offset = (query.page - 1) * RISK_FLAGS_PAGE_SIZE;
  return {
    data: matching.slice(offset, offset + RISK_FLAGS_PAGE_SIZE),
    page: query.page,
    per_page: RISK_FLAGS_PAGE_SIZE,
    total: matching.length,
    last_page: Math.max(1, Math.ceil(matching.length / RISK_FLAGS_PAGE_SIZE)),
  };
}
