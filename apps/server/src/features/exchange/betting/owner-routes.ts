/**
 * The owner's side of a forwarded bet, cancel or requote (betting/bet-routing.ts): `POST
 * /internal/exchange/markets/{marketId}/bets`, `…/cancels` and `…/quotes`, outside /api, answered
 * only to a caller with the instances' shared secret (anyone else gets the site's 404). The call
 * joins this instance's live market if this instance holds the market's lease (409 otherwise, so
 * the caller looks again); the answer is its outcome, or the refusal the sender throws again as
 * the same DomainError.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../platform/app-context.js';
import { internalMessages } from '@khela/contract';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { errorBody } from '../../../platform/errors/error-handler.js';
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
import {
  FORWARDED_CANCEL_ROUTE,
  FORWARDED_REQUOTE_ROUTE,
  forwardedCancelSchema,
  forwardedRequoteSchema,
  REQUOTED,
} from './forwarded-changes.js';
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

  /**
   * Runs a forwarded call on this instance's books: the market and body read with `bodySchema`,
   * or the answer already given (404 without the secret, 400, 409 when the lease is not held).
   */
  const asOwner = async <Body, Outcome>(
    request: FastifyRequest,
    reply: FastifyReply,
    bodySchema: z.ZodType<Body>,
    run: (marketId: string, body: Body) => Promise<Outcome>,
  ): Promise<OwnerAnswer<Outcome> | FastifyReply> => {
    if (!secretMatches(request.headers[INSTANCE_SECRET_HEADER], secret)) {
      reply.callNotFound();
      return reply;
    }
    const params = marketParamsSchema.safeParse(request.params);
    const body = bodySchema.safeParse(request.body);
    if (!params.success || !body.success) {
      return reply
        .status(400)
        .send(errorBody(internalMessages.forwardedCallInvalid, 'bad_request'));
    }
    const { marketId } = params.data;
    if (!owners.holds(marketId)) return reply.status(409).send(NOT_OWNER_ANSWER);
    try {
      return { outcome: await run(marketId, body.data) };
    } catch (error) {
      if (error instanceof DomainError) return { refused: refusalOf(error) };
      throw error;
    }
  };

  app.post(FORWARDED_BET_ROUTE, (request, reply) =>
    asOwner(request, reply, forwardedTicketSchema, (marketId, ticket) => {
      owners.noteBet(marketId);
      return liveMarketOf(context, marketId).place({
        ...ticket,
        claim: claimOf(ticket),
        delayWaited: false,
        wait: pause,
      });
    }),
  );
  app.post(FORWARDED_CANCEL_ROUTE, (request, reply) =>
    asOwner(request, reply, forwardedCancelSchema, async (marketId, cancel) => {
      owners.noteBet(marketId);
      const cancelledPaisa = await liveMarketOf(context, marketId).cancel(
        cancel.userId,
        cancel.orderId,
      );
      return { cancelledPaisa };
    }),
  );
  // Quotes alone do not keep the market (betting/bet-routing.ts, requoteWhereMatched).
  app.post(FORWARDED_REQUOTE_ROUTE, (request, reply) =>
    asOwner(request, reply, forwardedRequoteSchema, async (marketId, requote) => {
      await liveMarketOf(context, marketId).requote(requote.makerId, requote.quotes);
      return REQUOTED;
    }),
  );
  return Promise.resolve();
}

function pause(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}
