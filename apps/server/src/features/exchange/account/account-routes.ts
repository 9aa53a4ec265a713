/**
 * The Account area's reads (/exchange-account pages), inside the member scope: each answers only
 * the caller's own bets, money and sign-ins.
 */
import type { FastifyInstance } from 'fastify';
import { exchangeAccountCalls } from '@khela/contract';
import type { AppContext } from '../../../platform/app-context.js';
import { callerOf } from '../../../platform/auth/require-player.js';
import { registerCall } from '../../../platform/http/register-call.js';
import { listAccountBetsHistory, listOpenAccountBets } from './account-bets.js';
import { accountActivityLog } from './activity-log.js';
import { accountBalanceOverview } from './balance-overview.js';
import { accountProfitLoss } from './profit-loss.js';

export function registerAccountRoutes(player: FastifyInstance, context: AppContext): void {
  registerCall(player, exchangeAccountCalls.openBets, async (_input, request) =>
    listOpenAccountBets(context, callerOf(request).userId),
  );
  registerCall(player, exchangeAccountCalls.betsHistory, async ({ query }, request) =>
    listAccountBetsHistory(context, callerOf(request).userId, query),
  );
  registerCall(player, exchangeAccountCalls.profitLoss, async ({ query }, request) =>
    accountProfitLoss(context, callerOf(request).userId, query),
  );
  registerCall(player, exchangeAccountCalls.balanceOverview, async ({ query }, request) =>
    accountBalanceOverview(context, callerOf(request).userId, query.page),
  );
  registerCall(player, exchangeAccountCalls.activityLog, async ({ query }, request) =>
    accountActivityLog(context, callerOf(request), query.page),
  );
}
