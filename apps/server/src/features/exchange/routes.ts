/**
 * HTTP for the exchange (features/exchange/README.md): the contract's public reads
 * (sports events, match odds, an event's Fancy and Bookmaker), the header's figures, bets (place
 * with an Idempotency-Key, cancel, list), and the operator's settlement of a market.
 */
import type { FastifyInstance } from 'fastify';
import {
  type ExchangeBetResponse,
  eventParamsSchema,
  exchangeBetMessages,
  exchangeResultsQuerySchema,
  matchOddsBatchQuerySchema,
  matchOddsParamsSchema,
  placeExchangeBetRequestSchema,
  placeRateBetRequestSchema,
  recallRequestSchema,
  scoreBoardParamsSchema,
  settleExchangeMarketRequestSchema,
  sportsEventsParamsSchema,
  type RateBetResponse,
  tradingMessages,
} from '@khela/contract';
import { z } from 'zod';
import type { AppContext } from '../../platform/app-context.js';
import { callerOf, requireSession } from '../../platform/auth/require-player.js';
import { parseInput } from '../../platform/http/parse-input.js';
import {
  runIdempotentBatched,
  runIdempotentTransaction,
} from '../../platform/idempotency/idempotency.js';
import { operatorOf, requireOperator } from '../operators/service.js';
import { registerAccountRoutes } from './account/account-routes.js';
import { listExchangeBets } from './account/list-bets.js';
import { cancelExchangeBet } from './betting/cancel-bet.js';
import { registerExchangeStream } from './live/exchange-stream.js';
import { pushMarketImage } from './live/market-push.js';
import { publishAfterCommit } from './betting/live-markets.js';
import { placeBetOnBooks } from './betting/place-bet.js';
import { placeRateBet } from './betting/rate-bets.js';
import { exchangeWallet, recallUnmatched } from './betting/recall.js';
import { settleAnyMarket } from './betting/settle-any-market.js';
import { listMarketsAsOperator, setMarketStatusAsOperator } from './trading/market-admin.js';
import { registerTradingRoutes } from './trading/trading-routes.js';
import { exchangeResults, matchOddsBatch } from './views/market-lists.js';
import {
  eventMarkets,
  exchangeHub,
  findEventForScore,
  matchOdds,
  sportsEvents,
} from './views/market-views.js';
import { liveScorePage, LIVE_SCORE_PATH, scoreBoardPage } from './views/score-page.js';

const betParamsSchema = z.object({
  id: z.coerce.number({ error: exchangeBetMessages.betNotFound }).int().positive(),
});
const listQuerySchema = z.object({ market_id: z.string().max(64).optional() });
// Any other language falls back to English: the page is framed, so it never answers an error.
const scoreLanguageSchema = z.object({ lang: z.enum(['en', 'bn']).catch('en') });
const marketParamsSchema = z.object({
  marketId: z.string().min(1).max(64, exchangeBetMessages.marketNotFound),
});

export async function exchangeRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  // Prices and events are public, as on every exchange: a visitor sees the markets before login.
  app.get('/sports-events/:sport', async (request) => {
    const { sport } = parseInput(sportsEventsParamsSchema, request.params);
    return sportsEvents(context, sport);
  });
  app.get('/match-odds/:marketId', async (request) => {
    const { marketId } = parseInput(matchOddsParamsSchema, request.params);
    return matchOdds(context, marketId);
  });
  // Our calls for the event lists: several markets' prices at once, and finished events' results.
  app.get('/exchange/match-odds', async (request) => {
    const query = parseInput(matchOddsBatchQuerySchema, request.query);
    return matchOddsBatch(context, query.market_ids);
  });
  app.get('/exchange/results', async (request) => {
    const query = parseInput(exchangeResultsQuerySchema, request.query);
    return exchangeResults(context, query);
  });
  app.get('/event/:eventId', async (request) => {
    const { eventId } = parseInput(eventParamsSchema, request.params);
    return eventMarkets(context, eventId);
  });
  app.get('/score/board/:eventId', async (request, reply) => {
    const { eventId } = parseInput(scoreBoardParamsSchema, request.params);
    return reply.type('text/html; charset=utf-8').send(scoreBoardPage(eventId));
  });

  publishAfterCommit(context, (marketId) => pushMarketImage(context, marketId));
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  await app.register(async (player) => {
    requireSession(player, context);
    registerExchangeStream(player, context);
    player.post('/exchange/bets', async (request, reply) => {
      const { userId } = callerOf(request);
      const body = parseInput(placeExchangeBetRequestSchema, request.body);
      // The bet joins its market's next batch; the key's record commits with it, in the
      // batch's one transaction (betting/live-market.ts).
      const answer = await runIdempotentBatched<ExchangeBetResponse>(
        request,
        reply,
        `exchange:${userId}`,
        (claim) => placeBetOnBooks(context, userId, body, { claim }),
      );
      // No push here: the market published the picture of the bet's batch before answering.
      return answer;
    });
    player.post('/exchange/rate-bets', async (request, reply) => {
      const { userId } = callerOf(request);
      const body = parseInput(placeRateBetRequestSchema, request.body);
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
    player.post('/exchange/bets/:id/cancel', async (request) => {
      const { id } = parseInput(betParamsSchema, request.params);
      const answer = await cancelExchangeBet(context, callerOf(request).userId, id);
      await pushMarketImage(context, answer.bet.market_id);
      return answer;
    });
    player.get('/exchange-hub', async (request) => exchangeHub(context, callerOf(request).userId));
    player.get('/exchange/wallet', async (request) =>
      exchangeWallet(context, callerOf(request).userId),
    );
    player.post('/exchange/recall', async (request) => {
      const body = parseInput(recallRequestSchema, request.body ?? {});
      const { answer, marketIds } = await recallUnmatched(
        context,
        callerOf(request).userId,
        body.market_id,
      );
      for (const marketId of marketIds) await pushMarketImage(context, marketId);
      return answer;
    });
    registerAccountRoutes(player, context);
    player.get('/exchange/bets', async (request) => {
      const query = parseInput(listQuerySchema, request.query);
      return listExchangeBets(context, callerOf(request).userId, query.market_id);
    });
  });
}

const marketListQuerySchema = z.object({
  status: z.enum(['open', 'suspended', 'closed', 'settled', 'voided']).optional(),
});
const marketStatusBodySchema = z.object({
  status: z.enum(['open', 'suspended'], { error: tradingMessages.statusInvalid }),
});

/** The operator's calls: the markets, suspending or reopening one, settling or voiding (trader). */
export function exchangeAdminRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  requireOperator(app, context.db, ['owner', 'trader']);
  app.get('/exchange/markets', async (request) => {
    const query = parseInput(marketListQuerySchema, request.query);
    return listMarketsAsOperator(context, query.status);
  });
  app.post('/exchange/markets/:marketId/status', async (request) => {
    const { marketId } = parseInput(marketParamsSchema, request.params);
    const body = parseInput(marketStatusBodySchema, request.body);
    return setMarketStatusAsOperator(context, marketId, body.status, {
      operatorId: operatorOf(request).operatorId,
      ip: request.ip,
    });
  });
  app.post('/exchange/markets/:marketId/settle', async (request) => {
    const { marketId } = parseInput(marketParamsSchema, request.params);
    const body = parseInput(settleExchangeMarketRequestSchema, request.body);
    const summary = await settleAnyMarket(context, marketId, body, {
      operatorId: operatorOf(request).operatorId,
      ip: request.ip,
    });
    await pushMarketImage(context, marketId);
    return summary;
  });
  registerTradingRoutes(app, context);
  return Promise.resolve();
}

/** The framed live score page (outside /api: a page, not a call). */
export function liveScoreRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  app.get(`${LIVE_SCORE_PATH}/:eventId`, async (request, reply) => {
    const { eventId } = parseInput(eventParamsSchema, request.params);
    const { lang } = parseInput(scoreLanguageSchema, request.query);
    const event = await findEventForScore(context, eventId);
    return reply
      .status(event ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(liveScorePage(event, lang));
  });
  return Promise.resolve();
}
