/** The operator's reads of players: search, one player's profile and money, their ledger. */
import {
  PLAYER_LEDGER_PAGE_SIZE,
  PLAYER_RECENT_SESSIONS,
  PLAYER_SEARCH_PAGE_SIZE,
  backofficeMessages,
  paisa,
  paisaToTaka,
  type PlayerDetailResponse,
  type PlayerLedgerEntry,
  type PlayerLedgerResponse,
  type PlayerSearchQuery,
  type PlayerSearchResponse,
  type PlayerSession,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { isoNow } from '../../platform/db/time.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import { playerBalancePaisa } from '../../platform/ledger/ledger.js';
import { getMarketBlock } from '../market-block/service.js';
import {
  findPlayer,
  listPlayerAccounts,
  listPlayerSessions,
  listTransfersOf,
  searchPlayers,
} from './queries.js';
import { identityStatus } from '../identity/service.js';
import { saferGamblingStatus } from '../safer-gambling/service.js';

const taka = (amountPaisa: number) => paisaToTaka(paisa(amountPaisa));

/** The player's account kinds as the console names them. */
const accountNames: Record<string, string> = {
  player_main: 'main',
  player_exposure: 'exposure',
  player_cash_bonus: 'bonus',
  player_withdrawal_hold: 'withdrawal_hold',
};

function lastPage(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

export async function findPlayerOr404(context: AppContext, userId: number) {
  const player = await findPlayer(context.db, userId);
  if (!player) throw new DomainError('not_found', backofficeMessages.playerNotFound);
  return player;
}

export async function searchPlayerList(
  context: AppContext,
  query: PlayerSearchQuery,
): Promise<PlayerSearchResponse> {
  const { total, rows } = await searchPlayers(context.db, {
    term: query.q,
    limit: PLAYER_SEARCH_PAGE_SIZE,
    offset: (query.page - 1) * PLAYER_SEARCH_PAGE_SIZE,
  });
  return {
    data: rows,
    page: query.page,
    per_page: PLAYER_SEARCH_PAGE_SIZE,
    total,
    last_page: lastPage(total, PLAYER_SEARCH_PAGE_SIZE),
  };
}

async function identityOf(context: AppContext, userId: number) {
  const { state, reason, document_type, submitted_at, decided_at } = await identityStatus(
    context.db,
    userId,
  );
  return { state, reason, document_type, submitted_at, decided_at };
}

async function saferGamblingOf(context: AppContext, userId: number) {
  const {
    limits,
    break: onBreak,
    reality_check_minutes,
  } = await saferGamblingStatus(context, userId);
  return { limits, break: onBreak, reality_check_minutes };
}

export async function playerDetail(
  context: AppContext,
  userId: number,
): Promise<PlayerDetailResponse> {
  const player = await findPlayerOr404(context, userId);
  const balance = async (kind: Parameters<typeof playerBalancePaisa>[2]) =>
    taka(await playerBalancePaisa(context.db, userId, kind));
  const now = isoNow();
  const sessions: PlayerSession[] = (
    await listPlayerSessions(context.db, userId, PLAYER_RECENT_SESSIONS)
  ).map((row) => ({
    id: row.id,
    kind: row.kind,
    created_at: row.created_at,
    expires_at: row.expires_at,
    revoked_at: row.revoked_at,
    active: row.revoked_at === null && row.expires_at > now && player.status === 'active',
    ip: row.ip,
    user_agent: row.user_agent,
  }));
  return {
    player: {
      id: player.id,
      username: player.username,
      name: player.name,
      phone: player.phone,
      email: player.email,
      status: player.status,
      currency: player.currency,
      created_at: player.created_at,
      phone_verified: player.phone_verified_at !== null,
      email_verified: player.email_verified_at !== null,
      vip_coin: player.vip_coin,
      referral_code: player.referral_code,
      birthday: player.dofb,
    },
    balances: {
      main: await balance('player_main'),
      exposure: await balance('player_exposure'),
      bonus: await balance('player_cash_bonus'),
      withdrawal_hold: await balance('player_withdrawal_hold'),
    },
    market_block: await getMarketBlock(context.db, userId),
    sessions,
    identity: await identityOf(context, userId),
    safer_gambling: await saferGamblingOf(context, userId),
  };
}

/**
 * Newest first, a page of transfers. A transfer between two of the player's own accounts (a bet
 * held as exposure) reads as two entries, one per account, so each account's column adds up.
 */
export async function playerLedger(
  context: AppContext,
  userId: number,
  page: number,
): Promise<PlayerLedgerResponse> {
  await findPlayerOr404(context, userId);
  const accounts = await listPlayerAccounts(context.db, userId);
  const kindById = new Map(accounts.map((account) => [account.id, account.kind]));
  const { total, rows } = await listTransfersOf(
    context.db,
    accounts.map((account) => account.id),
    { limit: PLAYER_LEDGER_PAGE_SIZE, offset: (page - 1) * PLAYER_LEDGER_PAGE_SIZE },
  );
  const data: PlayerLedgerEntry[] = [];
  for (const row of rows) {
    const base = {
      transfer_id: row.id,
      created_at: row.created_at,
      code: row.code,
      reference: row.reference,
    };
    const credited = kindById.get(row.credit_account_id);
    if (credited !== undefined) {
      data.push({
        ...base,
        account: accountNames[credited] ?? credited,
        amount: taka(row.amount_paisa),
        counterparty: row.debit_kind,
      });
    }
    const debited = kindById.get(row.debit_account_id);
    if (debited !== undefined) {
      data.push({
        ...base,
        account: accountNames[debited] ?? debited,
        amount: -taka(row.amount_paisa),
        counterparty: row.credit_kind,
      });
    }
  }
  return {
    data,
    page,
    per_page: PLAYER_LEDGER_PAGE_SIZE,
    total,
    last_page: lastPage(total, PLAYER_LEDGER_PAGE_SIZE),
  };
}
