/**
 * Where a bet is matched with several instances: two apps on one PostgreSQL database (with Redis
 * and the instances' secret, as a deployment of several instances runs), the first listening on a
 * port. A bet sent to the instance that does not own its market is matched by the owner, whose
 * answer (a bet or a refusal) comes back as if matched locally; a keyed bet replays on either.
 * An owner that refuses connections loses the market once its lease lapses; an instance that
 * holds no lease sends the bet back to be routed again; a forward cut off after it was sent is
 * sent again with its Idempotency-Key (placed once) and answered 503 without one (placed once,
 * by the owner that did). A cancel sent to the other instance is made on the owner's books (only
 * the owner commits), answered and refused as on the owner; it takes the market from an owner
 * that refuses connections, and one cut off after it was sent is answered as done, once. The
 * market maker's requote runs on the owner's books, on the sending instance where nobody owns the
 * market (without taking it), and nowhere while the owner cannot be reached. The internal routes
 * are a 404 to anyone without the secret.
 *
 * Needs TEST_POSTGRES_URL and TEST_REDIS_URL (forwarding is only on where instances are several).
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exchangeBetMessages,
  exchangeBetResponseSchema,
  type ExchangeBetResponse,
  betRoutingMessages,
} from '@khela/contract';
import { acquireNamedLease, findNamedLease } from '../../../platform/lease/lease.js';
import { checkLedger } from '../../../platform/ledger/invariant.js';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app.js';
import { casinoPlayer } from '../../../testing/casino.js';
import { bearer } from '../../../testing/players.js';
import { betRoutingOf } from './bet-routing.js';
import {
  forwardedBetPath,
  forwardedTicketSchema,
  INSTANCE_SECRET_HEADER,
} from './forwarded-bet.js';
import {
  forwardedCancelPath,
  forwardedCancelSchema,
  forwardedRequotePath,
} from './forwarded-changes.js';
import { liveMarketOf } from './live-markets.js';
import { ensureMarketMaker, requoteMarket } from './market-maker.js';
import { marketLeaseName } from './market-owners.js';
import { listOpenOrdersOf } from './queries.js';
import { codeOf, refusalBody } from '../../../testing/refusal.js';
import { addMatchOdds } from '../../../testing/exchange-markets.js';

const postgresUrl = process.env['TEST_POSTGRES_URL'];
const redisUrl = process.env['TEST_REDIS_URL'];
const SECRET = 'bet-routing-test-secret-0123456789abcdef';

/** A port nobody listens on (taken from the system, then let go). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

let owner: TestApp;
let other: TestApp;
let ownerPort: number;
let marketSequence = 0;

describe.skipIf(!postgresUrl || !redisUrl)('a bet routed to its market owner', () => {
  beforeAll(async () => {
    ownerPort = await freePort();
    const instance = (port: number) => ({
      REDIS_URL: redisUrl!,
      INSTANCE_SECRET: SECRET,
      INSTANCE_URL: `http://127.0.0.1:${port}`,
    });
    owner = await buildTestApp(instance(ownerPort));
    await owner.app.listen({ host: '127.0.0.1', port: ownerPort });
    // The other instance is never called: it only forwards, or matches here.
    other = await buildTestApp({
      ...instance(await freePort()),
      DATABASE_URL: owner.context.config.databaseUrl,
    });
  });
  afterAll(async () => {
    await other?.close();
    await owner?.close();
  });

  async function newMarket(): Promise<string> {
    marketSequence += 1;
    const marketId = `1.route-${marketSequence}-${randomUUID().slice(0, 8)}`;
    await addMatchOdds(owner, {
      eventId: `ev-${marketId}`,
      eventName: 'Comilla v Rangpur',
      openDate: new Date(Date.now() + 3_600_000).toISOString(),
      marketId,
    });
    return marketId;
  }

  type Player = Awaited<ReturnType<typeof casinoPlayer>>;
  const bet = (
    where: TestApp,
    player: Player,
    body: Record<string, unknown>,
    key: string | undefined,
  ) =>
    where.app.inject({
      method: 'POST',
      url: '/api/exchange/bets',
      headers: { ...bearer(player.token), ...(key ? { 'idempotency-key': key } : {}) },
      payload: body,
    });
  const ordersOf = (player: Player, marketId: string) =>
    owner.context.db
      .selectFrom('exchange_orders')
      .select(['id', 'matched_paisa'])
      .where('user_id', '=', player.remote_id)
      .where('market_id', '=', marketId)
      .execute();
  const leaseHolder = async (marketId: string) =>
    (await findNamedLease(owner.context.db, marketLeaseName(marketId)))?.holder;
  const ownersOf = (app: TestApp) => betRoutingOf(app.context)!.owners;

  /** Gives the market's lease to `holder` for `ms`, as an instance that took it would hold it. */
  async function leaseTo(marketId: string, holder: string, ms: number) {
    const nowMs = Date.now();
    await owner.context.db
      .deleteFrom('service_leases')
      .where('name', '=', marketLeaseName(marketId))
      .execute();
    const taken = await acquireNamedLease(owner.context.db, {
      name: marketLeaseName(marketId),
      holder,
      now: new Date(nowMs).toISOString(),
      expiresAt: new Date(nowMs + ms).toISOString(),
    });
    expect(taken).toBe(true);
  }

  /**
   * An owner that dies while answering: it runs the forwarded call on the first app's books
   * (`run`, committed), lets its lease lapse, and cuts the connection before answering. By
   * default the call is a bet.
   */
  async function dyingOwner(
    marketId: string,
    run: (body: unknown) => Promise<unknown> = (body) => {
      const ticket = forwardedTicketSchema.parse(body);
      return liveMarketOf(owner.context, marketId).place({
        ...ticket,
        claim: ticket.claim ?? undefined,
        delayWaited: false,
        wait: () => Promise.resolve(),
      });
    },
  ): Promise<{ holder: string; close(): void }> {
    const server = http.createServer((request, response) => {
      let text = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (text += chunk));
      request.on('end', () => {
        void (async () => {
          await run(JSON.parse(text));
          await owner.context.db
            .updateTable('service_leases')
            .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
            .where('name', '=', marketLeaseName(marketId))
            .execute();
          response.socket?.destroy();
        })();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const holder = `${randomUUID()} http://127.0.0.1:${port}`;
    await leaseTo(marketId, holder, 10_000);
    return { holder, close: () => server.close() };
  }

  it('has the owner match a bet sent to the other instance, and answers as the owner did', async () => {
    const marketId = await newMarket();
    const backer = await casinoPlayer(owner, 1000);
    const layer = await casinoPlayer(owner, 1000);
    const back = { market_id: marketId, selection_id: 1, side: 'back', odds: 2.5, stake: 100 };
    const rested = await bet(owner, backer, back, randomUUID());
    expect(rested.statusCode, rested.body).toBe(200);
    expect(ownersOf(owner).holds(marketId)).toBe(true);

    // The lay reaches the other instance, which forwards it: it matches the back on the owner.
    const lay = { ...back, side: 'lay', stake: 60 };
    const matched = await bet(other, layer, lay, randomUUID());
    expect(matched.statusCode, matched.body).toBe(200);
    const answer = exchangeBetResponseSchema.parse(matched.json());
    expect(answer.bet.matched).toBe(60);
    expect(answer.balance).toBe(1000 - 90);
    expect(await leaseHolder(marketId)).toBe(ownersOf(owner).holder);
    expect(ownersOf(other).heldMarkets()).not.toContain(marketId);
    expect(await ordersOf(backer, marketId)).toEqual([
      expect.objectContaining({ matched_paisa: 6000 }),
    ]);

    // A refusal at the owner is the same refusal here.
    const poor = await casinoPlayer(owner, 10);
    const refused = await bet(other, poor, { ...back, stake: 50 }, randomUUID());
    expect([refused.statusCode, refused.json()]).toEqual([
      422,
      refusalBody(exchangeBetMessages.insufficientFunds),
    ]);
    expect(await ordersOf(poor, marketId)).toEqual([]);

    // A keyed bet forwarded once replays on either instance, placed once.
    const key = randomUUID();
    const first = await bet(other, backer, { ...back, selection_id: 2 }, key);
    expect(first.statusCode, first.body).toBe(200);
    for (const where of [owner, other]) {
      const again = await bet(where, backer, { ...back, selection_id: 2 }, key);
      expect(again.statusCode).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
    }
    expect(await ordersOf(backer, marketId)).toHaveLength(2);
    expect((await checkLedger(owner.context.db)).ok).toBe(true);
  });

  it('takes the market once the lease of an owner that refuses connections lapses', async () => {
    const marketId = await newMarket();
    const backer = await casinoPlayer(owner, 1000);
    const gonePort = await freePort();
    await leaseTo(marketId, `${randomUUID()} http://127.0.0.1:${gonePort}`, 1500);
    const started = Date.now();
    const placed = await bet(
      other,
      backer,
      { market_id: marketId, selection_id: 1, side: 'back', odds: 2, stake: 10 },
      undefined,
    );
    expect(placed.statusCode, placed.body).toBe(200);
    // It waited for the lease to lapse (about 1.5 s), then matched here.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(await leaseHolder(marketId)).toBe(ownersOf(other).holder);
    expect(ownersOf(other).holds(marketId)).toBe(true);
    expect(await ordersOf(backer, marketId)).toHaveLength(1);
  });

  it('routes the bet again when the instance named by the lease holds no lease', async () => {
    const marketId = await newMarket();
    const backer = await casinoPlayer(owner, 1000);
    // The lease names the first app, which does not know it holds it (as after a stall): it
    // answers 409 until the lease lapses, and then the other instance takes the market.
    await leaseTo(marketId, ownersOf(owner).holder, 800);
    const placed = await bet(
      other,
      backer,
      { market_id: marketId, selection_id: 1, side: 'back', odds: 2, stake: 10 },
      randomUUID(),
    );
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await leaseHolder(marketId)).toBe(ownersOf(other).holder);
    expect(await ordersOf(backer, marketId)).toHaveLength(1);
  });

  it('sends a keyed bet again when the owner died while answering: placed once, its answer given', async () => {
    const marketId = await newMarket();
    const backer = await casinoPlayer(owner, 1000);
    const dying = await dyingOwner(marketId);
    try {
      const body = { market_id: marketId, selection_id: 1, side: 'back', odds: 2, stake: 25 };
      const answered = await bet(other, backer, body, 'answer-lost-once');
      expect(answered.statusCode, answered.body).toBe(200);
      // The dying owner committed it; the retry found its stored answer.
      expect(answered.headers['idempotent-replayed']).toBe('true');
      const orders = await ordersOf(backer, marketId);
      expect(orders).toHaveLength(1);
      expect(exchangeBetResponseSchema.parse(answered.json()).bet.id).toBe(orders[0]!.id);
      expect(await leaseHolder(marketId)).toBe(ownersOf(other).holder);
    } finally {
      dying.close();
    }
  });

  it('answers 503 to a bet without a key whose answer was lost, and never places it twice', async () => {
    const marketId = await newMarket();
    const backer = await casinoPlayer(owner, 1000);
    const dying = await dyingOwner(marketId);
    try {
      const body = { market_id: marketId, selection_id: 1, side: 'back', odds: 2, stake: 25 };
      const lost = await bet(other, backer, body, undefined);
      expect([lost.statusCode, lost.json()]).toEqual([
        503,
        refusalBody(betRoutingMessages.answerLost),
      ]);
      expect(await ordersOf(backer, marketId)).toHaveLength(1);
    } finally {
      dying.close();
    }
  });

  const cancel = (where: TestApp, player: Player, betId: number) =>
    where.app.inject({
      method: 'POST',
      url: `/api/exchange/bets/${betId}/cancel`,
      headers: bearer(player.token),
    });
  const placed = async (where: TestApp, player: Player, body: Record<string, unknown>) => {
    const answer = await bet(where, player, body, undefined);
    expect(answer.statusCode, answer.body).toBe(200);
    return exchangeBetResponseSchema.parse(answer.json());
  };
  /** A new market the first app owns, with one back of `stake` taka resting on it. */
  async function restingBack(stake: number) {
    const marketId = await newMarket();
    const backer = await casinoPlayer(owner, 1000);
    const { bet: resting } = await placed(owner, backer, {
      market_id: marketId,
      selection_id: 1,
      side: 'back',
      odds: 2,
      stake,
    });
    return { marketId, backer, resting };
  }
  /** Counts the batches each app commits on the market from now on. */
  function countCommits(marketId: string): { owner: number; other: number } {
    const commits = { owner: 0, other: 0 };
    liveMarketOf(owner.context, marketId).beforeCommit = () => {
      commits.owner += 1;
      return Promise.resolve();
    };
    liveMarketOf(other.context, marketId).beforeCommit = () => {
      commits.other += 1;
      return Promise.resolve();
    };
    return commits;
  }
  /** The bet's answer without what differs between two bets alike (id, time). */
  const alike = (answer: ExchangeBetResponse) => ({ ...answer.bet, id: 0, placed_at: '' });

  it('has the owner cancel a bet sent to the other instance, with the answers a cancel on the owner gives', async () => {
    const marketId = await newMarket();
    const backer = await casinoPlayer(owner, 1000);
    const back = { market_id: marketId, selection_id: 1, side: 'back', odds: 2.5, stake: 100 };
    const first = await placed(owner, backer, back);
    const second = await placed(owner, backer, back);
    expect(ownersOf(owner).holds(marketId)).toBe(true);
    const commits = countCommits(marketId);

    // Through the other instance: the owner's books let the bet go, in the owner's batch.
    const viaOther = await cancel(other, backer, first.bet.id);
    expect(viaOther.statusCode, viaOther.body).toBe(200);
    const forwarded = exchangeBetResponseSchema.parse(viaOther.json());
    expect(forwarded.bet).toMatchObject({
      id: first.bet.id,
      status: 'cancelled',
      cancelled: 100,
      unmatched: 0,
    });
    expect([forwarded.balance, forwarded.exposure]).toEqual([900, 100]);
    expect(commits).toEqual({ owner: 1, other: 0 });
    expect(await leaseHolder(marketId)).toBe(ownersOf(owner).holder);
    expect(ownersOf(other).heldMarkets()).not.toContain(marketId);

    // The same bet cancelled on the owner answers the same.
    const direct = await cancel(owner, backer, second.bet.id);
    expect(direct.statusCode, direct.body).toBe(200);
    const local = exchangeBetResponseSchema.parse(direct.json());
    expect(alike(forwarded)).toEqual(alike(local));
    expect([local.balance, local.exposure]).toEqual([1000, 0]);

    // Refusals: nothing left to cancel, and someone else's bet, as on the owner.
    const stranger = await casinoPlayer(owner, 0);
    for (const [player, betId, status, message] of [
      [backer, first.bet.id, 409, exchangeBetMessages.nothingToCancel],
      [stranger, second.bet.id, 404, exchangeBetMessages.betNotFound],
    ] as const) {
      for (const where of [other, owner]) {
        const refused = await cancel(where, player, betId);
        expect([refused.statusCode, refused.json()]).toEqual([
          status,
          { code: codeOf(message), message },
        ]);
      }
    }
    expect(commits).toEqual({ owner: 2, other: 0 });
    expect((await checkLedger(owner.context.db)).ok).toBe(true);
  });

  it('takes the market to cancel a bet once the lease of an owner that refuses connections lapses', async () => {
    const { marketId, backer, resting } = await restingBack(10);
    await leaseTo(marketId, `${randomUUID()} http://127.0.0.1:${await freePort()}`, 1500);
    const started = Date.now();
    const cancelled = await cancel(other, backer, resting.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(exchangeBetResponseSchema.parse(cancelled.json()).bet.cancelled).toBe(10);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(await leaseHolder(marketId)).toBe(ownersOf(other).holder);
  });

  it('answers a cancel whose answer was lost as done, having cancelled once', async () => {
    const { marketId, backer, resting } = await restingBack(25);
    const dying = await dyingOwner(marketId, (body) => {
      const sent = forwardedCancelSchema.parse(body);
      return liveMarketOf(owner.context, marketId).cancel(sent.userId, sent.orderId);
    });
    try {
      // The dying owner cancelled it; sent again, the other instance (now the owner) finds
      // nothing left, and the stored order says the first send did it.
      const answered = await cancel(other, backer, resting.id);
      expect(answered.statusCode, answered.body).toBe(200);
      const answer = exchangeBetResponseSchema.parse(answered.json());
      expect(answer.bet).toMatchObject({ id: resting.id, status: 'cancelled', cancelled: 25 });
      expect([answer.balance, answer.exposure]).toEqual([1000, 0]);
      expect(await leaseHolder(marketId)).toBe(ownersOf(other).holder);
      expect((await checkLedger(owner.context.db)).ok).toBe(true);
    } finally {
      dying.close();
    }
  });

  describe('the market maker', () => {
    const fairPrices = [
      { selectionId: 1, priceHundredths: 200 },
      { selectionId: 2, priceHundredths: 200 },
    ];
    const quotes = { spreadTicks: 1, levels: 2, stakeTaka: 100 };
    const quotesOf = async (marketId: string) =>
      listOpenOrdersOf(owner.context.db, marketId, await ensureMarketMaker(owner.context));

    it('requotes on the owner’s books from the other instance', async () => {
      const marketId = await newMarket();
      const maker = await ensureMarketMaker(owner.context);
      // A long shot no quote matches: the owner takes the market with it.
      const backer = await casinoPlayer(owner, 1000);
      await placed(owner, backer, {
        market_id: marketId,
        selection_id: 2,
        side: 'back',
        odds: 10,
        stake: 10,
      });
      const commits = countCommits(marketId);
      await requoteMarket(other.context, maker, marketId, fairPrices, quotes);
      expect(commits).toEqual({ owner: 1, other: 0 });
      expect(await quotesOf(marketId)).toHaveLength(8);
      expect(await leaseHolder(marketId)).toBe(ownersOf(owner).holder);
    });

    it('requotes a market nobody owns where the price arrived, without taking it', async () => {
      const marketId = await newMarket();
      const maker = await ensureMarketMaker(owner.context);
      const commits = countCommits(marketId);
      await requoteMarket(other.context, maker, marketId, fairPrices, quotes);
      expect(commits).toEqual({ owner: 0, other: 1 });
      expect(await quotesOf(marketId)).toHaveLength(8);
      expect(await leaseHolder(marketId)).toBeUndefined();
    });

    it('leaves the quotes of a market whose owner cannot be reached to the next price', async () => {
      const marketId = await newMarket();
      const maker = await ensureMarketMaker(owner.context);
      await leaseTo(marketId, `${randomUUID()} http://127.0.0.1:${await freePort()}`, 10_000);
      const commits = countCommits(marketId);
      await expect(
        requoteMarket(other.context, maker, marketId, fairPrices, quotes),
      ).rejects.toThrow(/cannot be reached/);
      expect(commits).toEqual({ owner: 0, other: 0 });
      expect(await quotesOf(marketId)).toEqual([]);
    });
  });

  it('answers the internal routes only to a caller with the secret', async () => {
    const marketId = await newMarket();
    const calls = [
      {
        url: forwardedBetPath(marketId),
        payload: {
          userId: 1,
          selectionId: 1,
          side: 'back',
          priceHundredths: 200,
          stakePaisa: 1000,
          claim: null,
        },
      },
      { url: forwardedCancelPath(marketId), payload: { userId: 1, orderId: 1 } },
      {
        url: forwardedRequotePath(marketId),
        payload: {
          makerId: 1,
          quotes: [{ selectionId: 1, side: 'back', priceHundredths: 202, stakePaisa: 1000 }],
        },
      },
    ];
    // The same answer as a path that does not exist: nothing tells the route is there.
    const nowhere = await owner.app.inject({ method: 'POST', url: '/internal/nowhere' });
    expect(nowhere.statusCode).toBe(404);
    for (const { url, payload } of calls) {
      for (const headers of [{}, { [INSTANCE_SECRET_HEADER]: 'not-the-secret' }]) {
        const refused = await owner.app.inject({ method: 'POST', url, headers, payload });
        expect([refused.statusCode, refused.json()]).toEqual([404, nowhere.json()]);
      }
      // With it, for a market it does not hold: 409, look again.
      const notHeld = await owner.app.inject({
        method: 'POST',
        url,
        headers: { [INSTANCE_SECRET_HEADER]: SECRET },
        payload,
      });
      expect([notHeld.statusCode, notHeld.json()]).toEqual([409, { not_owner: true }]);
    }
  });
});
