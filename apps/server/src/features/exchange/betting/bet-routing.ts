/**
 * Where a Match Odds bet is matched (docs/decisions.md, "Who matches a market's bets"). With one
 * instance, or without INSTANCE_SECRET, here. With several: on the instance that owns the
 * market. This instance matches the bet when it holds the market's lease or can take it (free or
 * expired); otherwise it forwards the bet to the owner and answers what the owner answered.
 *
 * A forward that goes wrong: refused at connect means the owner is gone, so this instance waits
 * for its lease to lapse and takes the market (its books are rebuilt from the stored rows, so
 * nothing is lost). Cut off after it was sent, the owner may have committed the bet: with an
 * Idempotency-Key the bet is sent again (its batch finds the stored answer if it did), and
 * without one the player is told to look at the open bets rather than risk a second bet.
 */
import type { AppContext } from '../../../platform/app-context.js';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { BetForwarder, forwardedTicketOf } from './forwarded-bet.js';
import type { BetOutcome, BetTicket } from './live-market.js';
import { forgetLiveMarket, liveMarketOf } from './live-markets.js';
import { MarketOwners, type MarketOwner } from './market-owners.js';

export const betRoutingMessages = {
  answerLost:
    'Your bet may or may not have been placed: the answer was lost on the way. Please check your open bets before placing it again.',
  unavailable: 'This market cannot take bets at the moment. Please try again.',
} as const;

/** A bet that can reach no owner in this long (one lease lapsing, twice over) is refused. */
const ROUTING_DEADLINE_MS = 15_000;
/** After an instance said it holds no lease: the lease row may still name it for a moment. */
const NOT_OWNER_PAUSE_MS = 50;
/** Past a dead owner's lease expiry, so the lease reads as expired to the taking statement. */
const EXPIRY_MARGIN_MS = 20;

export interface BetRouting {
  owners: MarketOwners;
  forwarder: BetForwarder;
}

/**
 * Bets are forwarded to each market's owner only where instances are several (Redis set, on
 * PostgreSQL) and share the secret that admits a forwarded bet; otherwise every instance matches
 * what it receives, which the book version keeps correct.
 */
export function isForwardingConfigured(context: AppContext): boolean {
  return (
    context.config.redisUrl !== undefined &&
    context.dialect === 'postgres' &&
    context.config.instance.secret !== undefined
  );
}

const routingOfContext = new WeakMap<AppContext, BetRouting | null>();

/** This app's market owners and forwarder, made on first use; undefined where not forwarding. */
export function betRoutingOf(
  context: AppContext,
  onError: (error: unknown) => void = () => undefined,
): BetRouting | undefined {
  let routing = routingOfContext.get(context);
  if (routing === undefined) {
    const secret = context.config.instance.secret;
    routing =
      isForwardingConfigured(context) && secret !== undefined
        ? {
            owners: new MarketOwners(context.db, {
              address: context.config.instance.url,
              onReleased: (marketId) => forgetLiveMarket(context, marketId),
              onError,
            }),
            forwarder: new BetForwarder(secret),
          }
        : null;
    routingOfContext.set(context, routing);
  }
  return routing ?? undefined;
}

/** Places the bet where its market is matched: here, or at the market's owner. */
export async function placeWhereMatched(
  context: AppContext,
  marketId: string,
  ticket: BetTicket,
): Promise<BetOutcome> {
  const routing = betRoutingOf(context);
  if (!routing) return liveMarketOf(context, marketId).place(ticket);
  const { owners, forwarder } = routing;
  const placeHere = () => {
    owners.noteBet(marketId);
    return liveMarketOf(context, marketId).place(ticket);
  };
  const deadlineMs = Date.now() + ROUTING_DEADLINE_MS;
  // Whether to read the lease past the cache: after anything went wrong.
  let fresh = false;
  for (; ; fresh = true) {
    if (owners.holds(marketId)) return placeHere();
    const owner = await owners.ownerOf(marketId, { fresh });
    if (owner === undefined) {
      if (await owners.take(marketId)) return placeHere();
      continue; // another instance took it meanwhile
    }
    if (Date.now() > deadlineMs) {
      // Nothing of the bet ran, or it carries its key: the player may send it again.
      throw new DomainError('service_unavailable', betRoutingMessages.unavailable);
    }
    const result = await forwarder.forward(owner.address, marketId, forwardedTicketOf(ticket));
    switch (result.kind) {
      case 'answered':
        return result.outcome;
      case 'refused':
        throw result.error;
      case 'not_owner':
        await pause(NOT_OWNER_PAUSE_MS);
        break;
      case 'unreachable':
        await waitOutLease(owner);
        break;
      case 'lost':
        if (!ticket.claim) {
          throw new DomainError('service_unavailable', betRoutingMessages.answerLost);
        }
        break;
      case 'failed':
        throw new Error(
          `the instance owning market ${marketId} (${owner.address}) answered ${result.status}: ${result.body.slice(0, 200)}`,
        );
    }
  }
}

/** Until the lease of an owner that refuses connections has lapsed. */
function waitOutLease(owner: MarketOwner): Promise<void> {
  return pause(Math.max(0, owner.expiresAtMs - Date.now()) + EXPIRY_MARGIN_MS);
}

function pause(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}
