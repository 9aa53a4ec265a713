/**
 * The money checks run after every batch: the ledger's own invariants (all balances sum to zero,
 * each balance equals its transfers, no player account below zero) and the reconciliation of
 * every business row with the transfers that point at it: wallet transactions (deposits,
 * withdrawals, bonuses, claims, VIP conversions), casino rounds (seamless wallet and house games)
 * and exchange positions. A transfer no business row explains is reported too.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../apps/server/src/platform/db/database.js';
import { checkLedger, type LedgerCheck } from '../../apps/server/src/platform/ledger/invariant.js';

export interface MoneyCheck {
  ledger: LedgerCheck;
  problems: string[];
  rows: { walletTransactions: number; casinoRounds: number; exchangePositions: number };
}

type Totals = Map<string, { count: number; paisa: number }>;

function add(totals: Totals, key: string, paisa: number, count = 1): void {
  const entry = totals.get(key) ?? { count: 0, paisa: 0 };
  entry.count += count;
  entry.paisa += paisa;
  totals.set(key, entry);
}

/** What a wallet transaction must have moved, by transfer code, from its source and status. */
function expectedWalletTransfers(row: {
  source: string;
  status_key: string;
  amount_paisa: number;
}): [code: string, paisa: number][] {
  const done = row.status_key === '1';
  switch (row.source) {
    case 'manual_deposit':
    case 'gateway_deposit':
      return done ? [['deposit', row.amount_paisa]] : [];
    case 'deposit_bonus':
      return done ? [['bonus', row.amount_paisa]] : [];
    case 'cash_claim':
      return done ? [['bonus_claim', row.amount_paisa]] : [];
    case 'vip_conversion':
      return done ? [['vip_conversion', row.amount_paisa]] : [];
    case 'withdrawal':
      return [
        ['withdrawal_hold', row.amount_paisa],
        ...(row.status_key === '1'
          ? [['withdrawal_paid', row.amount_paisa] as [string, number]]
          : []),
        ...(row.status_key === '2'
          ? [['withdrawal_release', row.amount_paisa] as [string, number]]
          : []),
      ];
    default:
      return [];
  }
}

const walletCodes = [
  'deposit',
  'bonus',
  'bonus_claim',
  'vip_conversion',
  'withdrawal_hold',
  'withdrawal_paid',
  'withdrawal_release',
];
const casinoCodes = ['casino_bet', 'casino_win', 'casino_rollback'];
const exchangeCodes = ['bet_exposure', 'bet_exposure_release', 'bet_settle', 'commission'];

function compare(problems: string[], what: string, expected: Totals, actual: Totals): void {
  for (const key of new Set([...expected.keys(), ...actual.keys()])) {
    const want = expected.get(key) ?? { count: 0, paisa: 0 };
    const have = actual.get(key) ?? { count: 0, paisa: 0 };
    if (want.paisa !== have.paisa || (want.count >= 0 && want.count !== have.count)) {
      problems.push(
        `${what} ${key}: rows say ${want.count} transfer(s) of ${want.paisa} paisa, ` +
          `the ledger holds ${have.count} of ${have.paisa}`,
      );
    }
    if (problems.length > 50) return;
  }
}

export async function checkMoney(db: Kysely<Database>): Promise<MoneyCheck> {
  const problems: string[] = [];
  const ledger = await checkLedger(db);
  if (!ledger.ok) problems.push(`ledger invariants fail: ${JSON.stringify(ledger)}`);

  // Wallet transactions ↔ transfers whose reference is the transaction id.
  const walletRows = await db
    .selectFrom('wallet_transactions')
    .select(['transaction_id', 'source', 'status_key', 'amount_paisa'])
    .execute();
  const walletExpected: Totals = new Map();
  for (const row of walletRows) {
    for (const [code, paisa] of expectedWalletTransfers(row)) {
      add(walletExpected, `${row.transaction_id}/${code}`, paisa);
    }
  }
  const walletActual: Totals = new Map();
  const walletTransfers = await db
    .selectFrom('ledger_transfers')
    .select(['reference', 'code', 'amount_paisa'])
    .where('code', 'in', walletCodes)
    .execute();
  for (const transfer of walletTransfers) {
    add(walletActual, `${transfer.reference ?? '(none)'}/${transfer.code}`, transfer.amount_paisa);
  }
  compare(problems, 'wallet transaction', walletExpected, walletActual);

  // Casino rounds (seamless wallet and house games) ↔ transfers referencing the round.
  const rounds = await db
    .selectFrom('casino_rounds')
    .select(['id', 'stake_paisa', 'win_paisa'])
    .execute();
  const casinoExpected: Totals = new Map();
  for (const round of rounds) {
    // Stakes are bets less rollbacks; how many calls made them up is the transactions' business.
    add(casinoExpected, `casino-round:${round.id}/stake`, round.stake_paisa, -1);
    add(casinoExpected, `casino-round:${round.id}/win`, round.win_paisa, -1);
  }
  const casinoActual: Totals = new Map();
  const casinoTransfers = await db
    .selectFrom('ledger_transfers')
    .select(['reference', 'code', 'amount_paisa'])
    .where('code', 'in', casinoCodes)
    .execute();
  for (const transfer of casinoTransfers) {
    const reference = transfer.reference ?? '(none)';
    if (transfer.code === 'casino_win')
      add(casinoActual, `${reference}/win`, transfer.amount_paisa);
    else {
      const sign = transfer.code === 'casino_bet' ? 1 : -1;
      add(casinoActual, `${reference}/stake`, sign * transfer.amount_paisa);
    }
  }
  for (const [key, entry] of casinoExpected) entry.count = casinoActual.get(key)?.count ?? 0;
  compare(problems, 'casino round', casinoExpected, casinoActual);
  const casinoCalls = await db
    .selectFrom('casino_transactions')
    .select((eb) => ['kind', eb.fn.countAll<number>().as('count')])
    .where('amount_paisa', '>', 0)
    .where('status', '!=', 'tombstone')
    .groupBy('kind')
    .execute();
  const callsByKind = new Map(casinoCalls.map((row) => [row.kind, Number(row.count)]));
  const transfersByCode = new Map<string, number>();
  for (const transfer of casinoTransfers) {
    transfersByCode.set(transfer.code, (transfersByCode.get(transfer.code) ?? 0) + 1);
  }
  for (const [kind, code] of [
    ['debit', 'casino_bet'],
    ['credit', 'casino_win'],
    ['rollback', 'casino_rollback'],
  ] as const) {
    if ((callsByKind.get(kind) ?? 0) !== (transfersByCode.get(code) ?? 0)) {
      problems.push(
        `casino ${kind} calls with money: ${callsByKind.get(kind) ?? 0}, ${code} transfers: ${transfersByCode.get(code) ?? 0}`,
      );
    }
  }

  // Exchange positions ↔ transfers referencing the market, split into exposure and result.
  const accounts = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'kind', 'owner_id'])
    .where('kind', 'in', ['player_main', 'player_exposure'])
    .execute();
  const accountOf = new Map(accounts.map((account) => [account.id, account]));
  const exchangeActual: Totals = new Map();
  const exchangeTransfers = await db
    .selectFrom('ledger_transfers')
    .select(['reference', 'code', 'amount_paisa', 'debit_account_id', 'credit_account_id'])
    .where('code', 'in', exchangeCodes)
    .execute();
  for (const transfer of exchangeTransfers) {
    const market = (transfer.reference ?? '(none)').replace(/^exchange:/, '');
    for (const [accountId, sign] of [
      [transfer.credit_account_id, 1],
      [transfer.debit_account_id, -1],
    ] as const) {
      const account = accountOf.get(accountId);
      if (!account) continue;
      const part = account.kind === 'player_exposure' ? 'exposure' : 'result';
      // Exposure moves to and from the main wallet are not the result of the market.
      if (part === 'result' && transfer.code.startsWith('bet_exposure')) continue;
      add(exchangeActual, `${market}/${account.owner_id}/${part}`, sign * transfer.amount_paisa, 0);
    }
  }
  const positions = await db
    .selectFrom('exchange_positions')
    .select([
      'market_id',
      'user_id',
      'exposure_paisa',
      'net_paisa',
      'commission_paisa',
      'settled_at',
    ])
    .execute();
  const exchangeExpected: Totals = new Map();
  for (const position of positions) {
    const key = `${position.market_id}/${position.user_id}`;
    add(exchangeExpected, `${key}/exposure`, position.settled_at ? 0 : position.exposure_paisa, 0);
    const result = position.settled_at
      ? (position.net_paisa ?? 0) - (position.commission_paisa ?? 0)
      : 0;
    add(exchangeExpected, `${key}/result`, result, 0);
  }
  compare(problems, 'exchange position', exchangeExpected, exchangeActual);

  return {
    ledger,
    problems,
    rows: {
      walletTransactions: walletRows.length,
      casinoRounds: rounds.length,
      exchangePositions: positions.length,
    },
  };
}
