/**
 * HTTP for the exchange (features/exchange/README.md): the contract's public reads
 * (sports events, match odds, an event's Fancy and Bookmaker), the header's figures, bets (place
 * with an Idempotency-Key, cancel, list), and the operator's market list, status and settlement.
 * Each call is declared in the contract and registered from there.
 */
import type { FastifyInstance } from 'fastify';
import {
  eventParamsSchema,
  exchangeBetCalls,
  exchangeCashOutCalls,
  exchangeCalls,
  exchangeListCalls,
  exchangeMarketAdminCalls,
  exchangeWalletCalls,
  type ExchangeBetResponse,
  type RateBetResponse,
} from '@khela/contract';
import { z } from 'zod';
import type { AppContext } from '../../platform/app-context.js';
import { callerOf, requireSession } from '../../platform/auth/require-player.js';
import { parseInput } from '../../platform/http/parse-input.js';
import { registerCall } from '../../platform/http/register-call.js';
import {
  runIdempotentBatched,
  runIdempotentTransaction,
} from '../../platform/idempotency/idempotency.js';
import { requireOperator } from '../operators/service.js';
import { registerAccountRoutes } from './account/account-routes.js';
import { listExchangeBets } from './account/list-bets.js';
import { cancelExchangeBet } from './betting/cancel-bet.js';
import { registerExchangeStream } from './live/exchange-stream.js';
import { pushMarketImage } from './live/market-push.js';
import { publishAfterCommit } from './betting/live-markets.js';
import { assertExchangeOpen, placeBetOnBooks } from './betting/place-bet.js';
import { placeRateBet } from './betting/rate-bets.js';
import { exchangeWallet, recallUnmatched } from './betting/recall.js';
import { cashOutList } from './betting/cash-out-list.js';
import { cashOutQuote } from './betting/cash-out-quote.js';
import { settleAnyMarket } from './betting/settle-any-market.js';
import { listMarketsAsOperator, setMarketStatusAsOperator } from './trading/market-admin.js';
import { auditedBy, registerTradingRoutes } from './trading/trading-routes.js';
import { exchangeResults, matchOddsBatch } from './views/market-lists.js';
import {
  eventMarkets,
  exchangeHub,
  findEventForScore,
  matchOdds,
  sportsEvents,
} from './views/market-views.js';
import {
  bundledBanglaFont,
  liveScorePage,
  LIVE_SCORE_PATH,
  scoreBoardPage,
} from './views/score-page.js';

// Any other language falls back to English: the page is framed, so it never answers an error.
const scoreLanguageSchema = z.object({
  lang: z.enum(['en', 'bn']).catch('en'),
  /** `off`: the framing app reloads the page when the score changes (score-page.ts). */
  refresh: z.enum(['off']).optional().catch(undefined),
});

export async function exchangeRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  registerCall(app, exchangeCalls.sportsEvents, async ({ params }) =>
    sportsEvents(context, params.sport),
  );
  registerCall(app, exchangeCalls.matchOdds, async ({ params }) =>
    matchOdds(context, params.marketId),
  );
  registerCall(app, exchangeListCalls.matchOddsBatch, async ({ query }) =>
    matchOddsBatch(context, query.market_ids),
  );
  registerCall(app, exchangeListCalls.results, async ({ query }) =>
    exchangeResults(context, query),
  );
  registerCall(app, exchangeCalls.event, async ({ params }) =>
    eventMarkets(context, params.eventId),
  );
  registerCall(app, exchangeCalls.scoreBoard, ({ params }, _request, reply) => {
    void reply.type('text/html; charset=utf-8');
    return Promise.resolve(scoreBoardPage(params.eventId));
  });

  publishAfterCommit(context, (marketId) => pushMarketImage(context, marketId));
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  await app.register(async (player) => {
    requireSession(player, context);
    // A member whose upline blocked the exchange is refused its screens' calls and live stream.
    // Bets check the block where they are placed; cancelling and recalling only take money off
    // the table, so a blocked member may still do them.
    player.addHook('preHandler', async (request) => {
      if (openWhileBlocked.has(`${request.method} ${request.routeOptions.url ?? ''}`)) return;
      await assertExchangeOpen(context, callerOf(request).userId);
    });
    registerExchangeStream(player, context);
    registerCall(player, exchangeBetCalls.place, async ({ body }, request, reply) => {
      const { userId } = callerOf(request);
      // The bet joins its market's next batch; the key's record commits with it, in the
      // batch's one transaction (betting/live-market.ts).
      // No push here: the market published the picture of the bet's batch before answering.
      return runIdempotentBatched<ExchangeBetResponse>(
        request,
        reply,
        `exchange:${userId}`,
        (claim) => placeBetOnBooks(context, userId, body, { claim }),
      );
    });
    registerCall(player, exchangeBetCalls.placeRate, async ({ body }, request, reply) => {
      const { userId } = callerOf(request);
      const answer = await runIdempotentTransaction<RateBetResponse>(
        context.db,
        request,
        reply,
        `exchange:${userId}`,
        (transaction) => placeRateBet(context, userId, body, { transaction }),
      );
      await pushMarketImage(context, body.market_id);
      return answer;
    });
    registerCall(player, exchangeBetCalls.cancel, async ({ params }, request) => {
      const answer = await cancelExchangeBet(context, callerOf(request).userId, params.id);
      await pushMarketImage(context, answer.bet.market_id);
      return answer;
    });
    registerCall(player, exchangeCalls.hub, async (_input, request) =>
      exchangeHub(context, callerOf(request).userId),
    );
    registerCall(player, exchangeCashOutCalls.quote, async ({ params }, request) =>
      cashOutQuote(context, callerOf(request).userId, params.id),
    );
    registerCall(player, exchangeCashOutCalls.list, async (_input, request) =>
      cashOutList(context, callerOf(request).userId),
    );
    registerCall(player, exchangeWalletCalls.wallet, async (_input, request) =>
      exchangeWallet(context, callerOf(request).userId),
    );
    registerCall(player, exchangeWalletCalls.recall, async ({ body }, request) => {
      const { answer, marketIds } = await recallUnmatched(
        context,
        callerOf(request).userId,
        body.market_id,
      );
      for (const marketId of marketIds) await pushMarketImage(context, marketId);
      return answer;
    });
    registerAccountRoutes(player, context);
    registerCall(player, exchangeBetCalls.list, async ({ query }, request) =>
      listExchangeBets(context, callerOf(request).userId, query.market_id),
    );
  });
}

const openWhileBlocked = new Set(
  [
    exchangeBetCalls.place,
    exchangeBetCalls.placeRate,
    exchangeBetCalls.cancel,
    exchangeWalletCalls.recall,
  ].map((call) => `${call.method} ${call.path}`),
);

/** The operator's calls: the markets, suspending or reopening one, settling or voiding (trader). */
export function exchangeAdminRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  requireOperator(app, context.db, ['owner', 'trader']);
  registerCall(app, exchangeMarketAdminCalls.markets, async ({ query }) =>
    listMarketsAsOperator(context, query.status),
  );
  registerCall(app, exchangeMarketAdminCalls.setStatus, async ({ params, body }, request) =>
    setMarketStatusAsOperator(context, params.marketId, body.status, auditedBy(request)),
  );
  registerCall(app, exchangeMarketAdminCalls.settle, async ({ params, body }, request) => {
    const summary = await settleAnyMarket(context, params.marketId, body, auditedBy(request));
    await pushMarketImage(context, params.marketId);
    return summary;
  });
  registerTradingRoutes(app, context);
  return Promise.resolve();
}

/** The framed live score page (outside /api: a page, not a call). */
export function liveScoreRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const banglaFont = bundledBanglaFont(context.config.webDistDir);
  app.get(`${LIVE_SCORE_PATH}/:eventId`, async (request, reply) => {
    const { eventId } = parseInput(eventParamsSchema, request.params);
    const { lang, refresh } = parseInput(scoreLanguageSchema, request.query);
    const event = await findEventForScore(context, eventId);
    return reply
      .status(event ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(liveScorePage(event, lang, banglaFont, refresh !== 'off'));
  });
  return Promise.resolve();
}
