/**
 * Where a Match Odds market's bets, cancels and requotes run (docs/decisions.md, "Who matches a
 * market's bets"). With one instance, or without INSTANCE_SECRET, here. With several: on the
 * instance that owns the market. This instance runs a bet or a cancel when it holds the market's
 * lease or can take it (free or expired); otherwise it forwards the call to the owner and answers
 * what the owner answered.
 *
 * A forward that goes wrong: refused at connect means the owner is gone, so this instance waits
 * for its lease to lapse and takes the market (its books are rebuilt from the stored rows, so
 * nothing is lost). Cut off after it was sent, the owner may have committed the call: a bet with
 * an Idempotency-Key, and any cancel, is sent again (the bet's batch finds the stored answer if
 * it did; a cancel finds nothing left to cancel, which cancel-bet.ts reads as done), and a bet
 * without one is answered by telling the player to look at the open bets rather than risk a
 * second bet.
 *
 * The market maker's requotes go to the owner too, but never take a market: a market nobody owns
 * is requoted here, and one whose owner cannot be reached waits for the next price.
 */
import { betRoutingMessages } from '@khela/contract';
import type { AppContext } from '../../../platform/app-context.js';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { BetForwarder, forwardedTicketOf, type ForwardResult } from './forwarded-bet.js';
import {
  CHANGE_FORWARD_TIMEOUT_MS,
  forwardedCancelPath,
  forwardedRequotePath,
  isCancelOutcome,
  isRequoteOutcome,
  type ForwardedCancel,
  type ForwardedRequote,
} from './forwarded-changes.js';
import type { BetOutcome, BetTicket } from './live-market.js';
import { forgetLiveMarket, liveMarketOf } from './live-markets.js';
import { MarketOwners, type MarketOwner } from './market-owners.js';
import { findOrder } from './queries.js';

/** A bet that can reach no owner in this long (one lease lapsing, twice over) is refused. */
const ROUTING_DEADLINE_MS = 15_000;
/** A requote sent this often without an answer is given up; the next price sends another. */
const REQUOTE_SENDS_MAX = 3;
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
export function placeWhereMatched(
  context: AppContext,
  marketId: string,
  ticket: BetTicket,
): Promise<BetOutcome> {
  return runWhereMatched(context, marketId, {
    here: () => liveMarketOf(context, marketId).place(ticket),
    forward: (forwarder, address) =>
      forwarder.forward(address, marketId, forwardedTicketOf(ticket)),
    whenLost: () => {
      if (!ticket.claim) {
        throw new DomainError('service_unavailable', betRoutingMessages.answerLost);
      }
    },
    unavailableMessage: betRoutingMessages.unavailable,
  });
}

/**
 * Cancels what rests of a player's order where its market is matched, on this instance's books or
 * the owner's; answers the stake cancelled (0: nothing rested any more). A cancel cut off after it
 * was sent is sent again (cancelling twice cancels once); then the order's stored cancelled stake,
 * against `cancelledPaisaBefore` (read before the first send), tells whether the first send did
 * it.
 */
export async function cancelWhereMatched(
  context: AppContext,
  marketId: string,
  cancel: ForwardedCancel,
  cancelledPaisaBefore: number,
): Promise<number> {
  let mayHaveRun = false;
  const cancelledMeanwhile = async () => {
    const order = await findOrder(context.db, cancel.orderId);
    return Math.max(0, (order?.cancelled_paisa ?? 0) - cancelledPaisaBefore);
  };
  try {
    const cancelledPaisa = await runWhereMatched(context, marketId, {
      here: () => liveMarketOf(context, marketId).cancel(cancel.userId, cancel.orderId),
      forward: async (forwarder, address) => {
        const result = await forwarder.send(
          address,
          forwardedCancelPath(marketId),
          cancel,
          isCancelOutcome,
          CHANGE_FORWARD_TIMEOUT_MS,
        );
        return result.kind === 'answered'
          ? { kind: 'answered', outcome: result.outcome.cancelledPaisa }
          : result;
      },
      whenLost: () => {
        mayHaveRun = true;
      },
      unavailableMessage: betRoutingMessages.cancelUnavailable,
    });
    return cancelledPaisa === 0 && mayHaveRun ? await cancelledMeanwhile() : cancelledPaisa;
  } catch (error) {
    // No owner answered in time, but a send that was cut off may have cancelled it.
    if (mayHaveRun && error instanceof DomainError && error.code === 'service_unavailable') {
      const cancelledPaisa = await cancelledMeanwhile();
      if (cancelledPaisa > 0) return cancelledPaisa;
    }
    throw error;
  }
}

/**
 * Moves the market maker's quotes on the books of the market's owner (docs/decisions.md, "Who
 * matches a market's bets"). Unlike a bet it never takes the market: where nobody owns it, it is
 * requoted here under the market's lock; an owner that cannot be reached (it died; its lease
 * lapses within seconds) is reported, and the feed's next price requotes again.
 */
export async function requoteWhereMatched(
  context: AppContext,
  marketId: string,
  requote: ForwardedRequote,
): Promise<void> {
  const here = () => liveMarketOf(context, marketId).requote(requote.makerId, requote.quotes);
  const routing = betRoutingOf(context);
  if (!routing) return here();
  const { owners, forwarder } = routing;
  for (let send = 1; send <= REQUOTE_SENDS_MAX; send += 1) {
    // Quotes alone do not keep a market: only players' bets and cancels count it as used.
    if (owners.holds(marketId)) return here();
    const owner = await owners.ownerOf(marketId, { fresh: send > 1 });
    if (owner === undefined) return here();
    const result = await forwarder.send(
      owner.address,
      forwardedRequotePath(marketId),
      requote,
      isRequoteOutcome,
      CHANGE_FORWARD_TIMEOUT_MS,
    );
    switch (result.kind) {
      case 'answered':
        return;
      case 'refused':
        throw result.error;
      case 'not_owner':
        await pause(NOT_OWNER_PAUSE_MS);
        break;
      case 'lost':
        // A requote says which quotes should stand: run twice, it leaves the same quotes.
        break;
      case 'unreachable':
        throw new Error(
          `the instance owning market ${marketId} (${owner.address}) cannot be reached; its quotes wait for the next price`,
          { cause: result.error },
        );
      case 'failed':
        throw failedForward(marketId, owner, result);
    }
  }
  throw new Error(`market ${marketId} was not requoted: its owner did not answer`);
}

/** A bet or a cancel: how it runs here, how it is sent, and what a cut-off send means. */
interface RoutedCall<Outcome> {
  /** On this instance's live market, which holds the lease (or nobody forwards). */
  here: () => Promise<Outcome>;
  forward: (forwarder: BetForwarder, address: string) => Promise<ForwardResult<Outcome>>;
  /** A send cut off after it left: throws what the player is answered, or returns to send again. */
  whenLost: () => void;
  /** Answered when no owner could be reached in time (nothing of the call ran, or it may run again). */
  unavailableMessage: string;
}

async function runWhereMatched<Outcome>(
  context: AppContext,
  marketId: string,
  call: RoutedCall<Outcome>,
): Promise<Outcome> {
  const routing = betRoutingOf(context);
  if (!routing) return call.here();
  const { owners, forwarder } = routing;
  const runHere = () => {
    owners.noteBet(marketId);
    return call.here();
  };
  const deadlineMs = Date.now() + ROUTING_DEADLINE_MS;
  // Whether to read the lease past the cache: after anything went wrong.
  let fresh = false;
  for (; ; fresh = true) {
    if (owners.holds(marketId)) return runHere();
    const owner = await owners.ownerOf(marketId, { fresh });
    if (owner === undefined) {
      if (await owners.take(marketId)) return runHere();
      continue; // another instance took it meanwhile
    }
    if (Date.now() > deadlineMs) {
      throw new DomainError('service_unavailable', call.unavailableMessage);
    }
    const result = await call.forward(forwarder, owner.address);
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
        call.whenLost();
        break;
      case 'failed':
        throw failedForward(marketId, owner, result);
    }
  }
}

function failedForward(
  marketId: string,
  owner: MarketOwner,
  result: { status: number; body: string },
): Error {
  return new Error(
    `the instance owning market ${marketId} (${owner.address}) answered ${result.status}: ${result.body.slice(0, 200)}`,
  );
}

/** Until the lease of an owner that refuses connections has lapsed. */
function waitOutLease(owner: MarketOwner): Promise<void> {
  return pause(Math.max(0, owner.expiresAtMs - Date.now()) + EXPIRY_MARGIN_MS);
}

function pause(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}
