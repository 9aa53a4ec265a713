/**
 * Balance Overview of the Account area: Main balance and Exposure as the header shows them, and
 * the exchange's money movements through Main from the ledger (exposure held and released,
 * settlements won and lost, commission), newest first, each with the Main balance right after it.
 * The ledger keeps no running balance, so it is told backwards from today's balance by taking
 * away every later movement of Main (deposits and casino ones too).
 */
import {
  EXCHANGE_ACCOUNT_PAGE_SIZE,
  paisa,
  paisaToTaka,
  type ExchangeBalanceOverviewResponse,
  type ExchangeMovementKind,
} from '@khela/contract';
import type { AppContext } from '../../../platform/app-context.js';
import { playerBalancePaisa } from '../../../platform/ledger/ledger.js';
import { headerFigures } from '../betting/header-figures.js';
import { pageWindow } from './account-range.js';
import { findPlayerAccountId, listExchangeMovements, listMarketNames } from './queries.js';

const taka = (amountPaisa: number) => paisaToTaka(paisa(amountPaisa));
const MARKET_REFERENCE_PREFIX = 'exchange:';

function kindOf(code: string, intoMain: boolean): ExchangeMovementKind {
  if (code === 'bet_exposure') return 'exposure_held';
  if (code === 'bet_exposure_release') return 'exposure_released';
  if (code === 'commission') return 'commission';
  return intoMain ? 'settlement_won' : 'settlement_lost';
}

export async function accountBalanceOverview(
  context: AppContext,
  userId: number,
  page: number,
): Promise<ExchangeBalanceOverviewResponse> {
  const { balance, exposure } = await headerFigures(context.db, userId);
  const empty = { balance, exposure, data: [], page, page_size: EXCHANGE_ACCOUNT_PAGE_SIZE };
  const mainAccount = await findPlayerAccountId(context.db, userId, 'player_main');
  if (!mainAccount) return { ...empty, total: 0 };
  const [{ rows, total }, mainPaisa] = await Promise.all([
    listExchangeMovements(context.db, mainAccount.id, pageWindow(page)),
    playerBalancePaisa(context.db, userId, 'player_main'),
  ]);
  const marketIds = [
    ...new Set(
      rows
        .map((row) => row.reference ?? '')
        .filter((reference) => reference.startsWith(MARKET_REFERENCE_PREFIX))
        .map((reference) => reference.slice(MARKET_REFERENCE_PREFIX.length)),
    ),
  ];
  const names = new Map(
    (await listMarketNames(context.db, marketIds)).map((market) => [market.id, market]),
  );
  const data = rows.map((row) => {
    const intoMain = row.credit_account_id === mainAccount.id;
    const amountPaisa = Number(row.amount_paisa);
    const marketId = row.reference?.startsWith(MARKET_REFERENCE_PREFIX)
      ? row.reference.slice(MARKET_REFERENCE_PREFIX.length)
      : null;
    const market = marketId === null ? undefined : names.get(marketId);
    return {
      id: row.id,
      kind: kindOf(row.code, intoMain),
      amount: taka(intoMain ? amountPaisa : -amountPaisa),
      balance_after: taka(mainPaisa - Number(row.later_paisa)),
      market_id: marketId,
      market_name: market?.market_name ?? null,
      event_name: market?.event_name ?? null,
      created_at: row.created_at,
    };
  });
  return { ...empty, data, total };
}
