/**
 * The trader's calls under /admin-api/exchange (owner, trader; the guard is the caller's):
 * events with their markets, a market's liability, and Fancy lines opened and moved.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createFancyLineRequestSchema,
  exchangeBetMessages,
  fancyLineRequestSchema,
  liabilityQuerySchema,
  tradingEventsQuerySchema,
  tradingMessages,
} from '@khela/contract';
import { z } from 'zod';
import type { AppContext } from '../../../platform/app-context.js';
import { parseInput } from '../../../platform/http/parse-input.js';
import { operatorOf } from '../../operators/service.js';
import {
  createFancyLineAsOperator,
  eventAsOperator,
  liabilityAsOperator,
  listEventsAsOperator,
  moveFancyLineAsOperator,
} from './market-trading.js';

const eventParamsSchema = z.object({
  eventId: z.string().min(1).max(64, tradingMessages.eventNotFound),
});
const marketParamsSchema = z.object({
  marketId: z.string().min(1).max(64, exchangeBetMessages.marketNotFound),
});

export function registerTradingRoutes(app: FastifyInstance, context: AppContext): void {
  const by = (request: FastifyRequest) => ({
    operatorId: operatorOf(request).operatorId,
    ip: request.ip,
  });
  app.get('/exchange/events', async (request) => {
    const query = parseInput(tradingEventsQuerySchema, request.query);
    return listEventsAsOperator(context, query);
  });
  app.get('/exchange/events/:eventId', async (request) => {
    const { eventId } = parseInput(eventParamsSchema, request.params);
    return eventAsOperator(context, eventId);
  });
  app.post('/exchange/events/:eventId/fancy', async (request) => {
    const { eventId } = parseInput(eventParamsSchema, request.params);
    const body = parseInput(createFancyLineRequestSchema, request.body);
    return createFancyLineAsOperator(context, eventId, body, by(request));
  });
  app.post('/exchange/markets/:marketId/fancy-line', async (request) => {
    const { marketId } = parseInput(marketParamsSchema, request.params);
    const body = parseInput(fancyLineRequestSchema, request.body);
    return moveFancyLineAsOperator(context, marketId, body, by(request));
  });
  app.get('/exchange/markets/:marketId/liability', async (request) => {
    const { marketId } = parseInput(marketParamsSchema, request.params);
    const query = parseInput(liabilityQuerySchema, request.query);
    return liabilityAsOperator(context, marketId, query.runs);
  });
}
