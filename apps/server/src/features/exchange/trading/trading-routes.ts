/**
 * The trader's calls under /admin-api/exchange (owner, trader; the guard is the caller's):
 * events with their markets, a market's liability, and Fancy lines opened and moved.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { exchangeBetMessages, tradingAdminCalls, tradingMessages } from '@khela/contract';
import { z } from 'zod';
import type { AppContext } from '../../../platform/app-context.js';
import { parseInput } from '../../../platform/http/parse-input.js';
import { registerCall } from '../../../platform/http/register-call.js';
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
  registerCall(app, tradingAdminCalls.events, async ({ query }) =>
    listEventsAsOperator(context, query),
  );
  registerCall(app, tradingAdminCalls.event, async (_input, request) => {
    const { eventId } = parseInput(eventParamsSchema, request.params);
    return eventAsOperator(context, eventId);
  });
  registerCall(app, tradingAdminCalls.openFancyLine, async ({ body }, request) => {
    const { eventId } = parseInput(eventParamsSchema, request.params);
    return createFancyLineAsOperator(context, eventId, body, by(request));
  });
  registerCall(app, tradingAdminCalls.moveFancyLine, async ({ body }, request) => {
    const { marketId } = parseInput(marketParamsSchema, request.params);
    return moveFancyLineAsOperator(context, marketId, body, by(request));
  });
  registerCall(app, tradingAdminCalls.liability, async ({ query }, request) => {
    const { marketId } = parseInput(marketParamsSchema, request.params);
    return liabilityAsOperator(context, marketId, query.runs);
  });
}
