/**
 * The owner's side of a forwarded bet (betting/bet-routing.ts): `POST
 * /internal/exchange/markets/{marketId}/bets`, outside /api, answered only to a caller with the
 * instances' shared secret (anyone else gets the site's 404). The bet joins this instance's live
 * market if this instance holds the market's lease (409 otherwise, so the caller looks again);
 * the answer is the bet's outcome, or the refusal the sender throws again as the same DomainError.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../platform/app-context.js';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { betRoutingOf } from './bet-routing.js';
import {
  claimOf,
  FORWARDED_BET_ROUTE,
  forwardedTicketSchema,
  INSTANCE_SECRET_HEADER,
  NOT_OWNER_ANSWER,
  refusalOf,
  secretMatches,
  type OwnerAnswer,
} from './forwarded-bet.js';
import { liveMarketOf } from './live-markets.js';

const marketParamsSchema = z.object({ marketId: z.string().min(1).max(64) });

export function marketOwnerRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const routing = betRoutingOf(context, (error) =>
    app.log.error({ err: error }, 'renewing the exchange market leases failed'),
  );
  const secret = context.config.instance.secret;
  if (!routing || secret === undefined) {
    if (context.config.redisUrl !== undefined && context.dialect === 'postgres') {
      app.log.warn(
        'INSTANCE_SECRET is not set: each instance matches the bets it receives itself (correct, but markets bet on through several instances rebuild their books often)',
      );
    }
    return Promise.resolve();
  }
  const { owners, forwarder } = routing;
  app.addHook('onClose', async () => {
    forwarder.close();
    await owners.stop();
  });

  app.post(FORWARDED_BET_ROUTE, async (request, reply) => {
    if (!secretMatches(request.headers[INSTANCE_SECRET_HEADER], secret)) {
      return reply.callNotFound();
    }
    const params = marketParamsSchema.safeParse(request.params);
    const ticket = forwardedTicketSchema.safeParse(request.body);
    if (!params.success || !ticket.success) {
      return reply
        .status(400)
        .send({ message: 'A forwarded bet must name a market and a ticket.' });
    }
    const { marketId } = params.data;
    if (!owners.holds(marketId)) return reply.status(409).send(NOT_OWNER_ANSWER);
    owners.noteBet(marketId);
    try {
      const outcome = await liveMarketOf(context, marketId).place({
        ...ticket.data,
        claim: claimOf(ticket.data),
        delayWaited: false,
        wait: pause,
      });
      return { outcome } satisfies OwnerAnswer;
    } catch (error) {
      if (error instanceof DomainError) return { refused: refusalOf(error) } satisfies OwnerAnswer;
      throw error;
    }
  });
  return Promise.resolve();
}

function pause(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}
