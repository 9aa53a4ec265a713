/**
 * The Account area's reads (/exchange-account pages), inside the member scope: each answers only
 * the caller's own bets, money and sign-ins.
 */
import type { FastifyInstance } from 'fastify';
import { exchangeDateRangeQuerySchema, exchangePageQuerySchema } from '@khela/contract';
import type { AppContext } from '../../../platform/app-context.js';
import { callerOf } from '../../../platform/auth/require-player.js';
import { parseInput } from '../../../platform/http/parse-input.js';
import { listAccountBetsHistory, listOpenAccountBets } from './account-bets.js';
import { accountActivityLog } from './activity-log.js';
import { accountBalanceOverview } from './balance-overview.js';
import { accountProfitLoss } from './profit-loss.js';

export function registerAccountRoutes(player: FastifyInstance, context: AppContext): void {
  player.get('/exchange/account/open-bets', async (request) =>
    listOpenAccountBets(context, callerOf(request).userId),
  );
  player.get('/exchange/account/bets-history', async (request) => {
    const query = parseInput(exchangeDateRangeQuerySchema, request.query);
    return listAccountBetsHistory(context, callerOf(request).userId, query);
  });
  player.get('/exchange/account/profit-loss', async (request) => {
    const query = parseInput(exchangeDateRangeQuerySchema, request.query);
    return accountProfitLoss(context, callerOf(request).userId, query);
  });
  player.get('/exchange/account/balance-overview', async (request) => {
    const { page } = parseInput(exchangePageQuerySchema, request.query);
    return accountBalanceOverview(context, callerOf(request).userId, page);
  });
  player.get('/exchange/account/activity-log', async (request) => {
    const { page } = parseInput(exchangePageQuerySchema, request.query);
    return accountActivityLog(context, callerOf(request), page);
  });
}
