/**
 * Random exchange traffic through the services: players place and cancel backs and lays on three
 * markets while markets settle or are voided. After every step the ledger sums to zero, no player
 * account is negative, and each player's exposure account holds exactly the exposure of their
 * unsettled positions, which is what the engine computes from the stored orders and fills.
 * Seeded and replayable; runs on SQLite and PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { priceHundredthsAtTick } from '@khela/exchange';
import { SeededNumbers } from '../../../../../../packages/exchange/src/testing/seeded-numbers.js';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { checkLedger } from '../../../platform/ledger/invariant.js';
import { playerBalancePaisa } from '../../../platform/ledger/ledger.js';
import { testDialect } from '../../../testing/build-test-app.js';
import { testAppPerFile } from '../../../testing/test-app-per-file.js';
import { casinoPlayer } from '../../../testing/casino.js';
import { cancelExchangeBet } from './cancel-bet.js';
import { loadMatchOddsMarket } from './market-state.js';
import { createMatchOddsMarket } from '../trading/markets.js';
import { placeExchangeBet } from './place-bet.js';
import { listPositions } from './queries.js';
import { settleMatchOddsMarket } from './settle-market.js';

const STEPS = 300;
const PLAYERS = 6;
const SEED = 7;

const harness = testAppPerFile();

async function checkHoldings(players: number[], marketIds: string[]) {
  const ledger = await checkLedger(harness.context.db);
  expect(ledger.ok, JSON.stringify(ledger)).toBe(true);
  const heldByPlayer = new Map<number, number>();
  for (const marketId of marketIds) {
    const { market } = await loadMatchOddsMarket(harness.context.db, marketId);
    for (const position of await listPositions(harness.context.db, marketId)) {
      if (position.settled_at !== null) {
        expect(position.exposure_paisa).toBe(0);
        continue;
      }
      expect(position.exposure_paisa).toBe(market.exposureOf(String(position.user_id)));
      heldByPlayer.set(
        position.user_id,
        (heldByPlayer.get(position.user_id) ?? 0) + position.exposure_paisa,
      );
    }
  }
  for (const userId of players) {
    expect(await playerBalancePaisa(harness.context.db, userId, 'player_exposure')).toBe(
      heldByPlayer.get(userId) ?? 0,
    );
  }
}

describe(`exchange money on ${testDialect}`, () => {
  it(`stays whole over ${STEPS} random bets, cancels and settlements`, async () => {
    const random = new SeededNumbers(SEED);
    const players = await Promise.all(
      Array.from({ length: PLAYERS }, () => casinoPlayer(harness, random.int(200, 3000))),
    );
    const userIds = players.map((player) => player.remote_id);
    const marketIds: string[] = [];
    const open: string[] = [];
    let marketSequence = 0;
    const newMarket = async () => {
      marketSequence += 1;
      const marketId = `p.${marketSequence}`;
      await createMatchOddsMarket(harness.context, {
        eventId: `p-ev-${marketSequence}`,
        eventName: `Match ${marketSequence}`,
        sport: 'cricket',
        openDate: new Date().toISOString(),
        marketId,
        runners: [
          { selectionId: 1, name: 'Home' },
          { selectionId: 2, name: 'Away' },
          { selectionId: 3, name: 'Draw' },
        ],
        commissionBasisPoints: random.pick([0, 200, 500]),
      });
      marketIds.push(marketId);
      open.push(marketId);
    };
    for (let index = 0; index < 3; index += 1) await newMarket();

    const refusals = new Map<string, number>();
    for (let step = 0; step < STEPS; step += 1) {
      const roll = random.next();
      try {
        if (roll < 0.04 && open.length > 0) {
          const marketId = open.splice(random.int(0, open.length - 1), 1)[0]!;
          await settleMatchOddsMarket(
            harness.context,
            marketId,
            random.next() < 0.15 ? 'void' : { winnerSelectionId: random.int(1, 3) },
          );
          await newMarket();
        } else if (roll < 0.2) {
          const orders = await harness.context.db
            .selectFrom('exchange_orders')
            .select(['id', 'user_id'])
            .where('status', '=', 'open')
            .execute();
          if (orders.length > 0) {
            const order = random.pick(orders);
            await cancelExchangeBet(harness.context, order.user_id, order.id);
          }
        } else if (open.length > 0) {
          await placeExchangeBet(harness.context, random.pick(userIds), {
            market_id: random.pick(open),
            selection_id: random.int(1, 3),
            side: random.next() < 0.5 ? 'back' : 'lay',
            odds: priceHundredthsAtTick(random.int(30, 90)) / 100,
            stake: random.int(10, 400),
          });
        }
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        refusals.set(error.message, (refusals.get(error.message) ?? 0) + 1);
      }
      if (step % 10 === 0 || step === STEPS - 1) await checkHoldings(userIds, marketIds);
    }
    const fills = await harness.context.db
      .selectFrom('exchange_fills')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    // The traffic did real work: bets matched, markets settled, some bets were refused for funds.
    expect(Number(fills.count)).toBeGreaterThan(20);
    expect(marketIds.length).toBeGreaterThan(3);
    for (const marketId of [...open]) {
      await settleMatchOddsMarket(harness.context, marketId, { winnerSelectionId: 1 });
    }
    await checkHoldings(userIds, marketIds);
    for (const userId of userIds) {
      expect(await playerBalancePaisa(harness.context.db, userId, 'player_exposure')).toBe(0);
    }
  });
});
