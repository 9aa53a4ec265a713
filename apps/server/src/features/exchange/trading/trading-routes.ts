/**
 * The trader's calls under /admin-api/exchange (owner, trader; the guard is the caller's):
 * events with their markets, a market's liability, and Fancy lines opened and moved.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tradingAdminCalls } from '@khela/contract';
import type { AppContext } from '../../../platform/app-context.js';
import { registerCall } from '../../../platform/http/register-call.js';
import { operatorOf } from '../../operators/service.js';
import type { SettledBy } from '../betting/settle-market.js';
import {
  createFancyLineAsOperator,
  eventAsOperator,
  liabilityAsOperator,
  listEventsAsOperator,
  moveFancyLineAsOperator,
} from './market-trading.js';

/** The operator a trading change is audited to, and from where. */
export function auditedBy(request: FastifyRequest): SettledBy {
  return { operatorId: operatorOf(request).operatorId, ip: request.ip };
}

export function registerTradingRoutes(app: FastifyInstance, context: AppContext): void {
  registerCall(app, tradingAdminCalls.events, async ({ query }) =>
    listEventsAsOperator(context, query),
  );
  registerCall(app, tradingAdminCalls.event, async ({ params }) =>
    eventAsOperator(context, params.eventId),
  );
  registerCall(app, tradingAdminCalls.openFancyLine, async ({ params, body }, request) =>
    createFancyLineAsOperator(context, params.eventId, body, auditedBy(request)),
  );
  registerCall(app, tradingAdminCalls.moveFancyLine, async ({ params, body }, request) =>
    moveFancyLineAsOperator(context, params.marketId, body, auditedBy(request)),
  );
  registerCall(app, tradingAdminCalls.liability, async ({ params, query }) =>
    liabilityAsOperator(context, params.marketId, query.runs),
  );
}
