/**
 * The scheduled lottery through /api/house/lottery with launch tokens: players buy tickets (a
 * casino round each, the stake debited once per Idempotency-Key), the draw's seed is committed
 * before the first ticket and revealed once drawn, the numbers are the seed's, the pool (90 % of
 * sales and the carry) is paid or carried to the paisa, each winner is credited, a closed draw
 * sells nothing more, and the ledger stays whole.
 */
import {
  bettingRecordResponseSchema,
  houseMessages,
  lotteryStateResponseSchema,
  takaToPaisa,
} from '@khela/contract';
import {
  hashServerSeed,
  lotteryNumbers,
  lotteryPoolPaisa,
  lotteryPrizes,
} from '@khela/house-games';
import { describe, expect, it } from 'vitest';
import { checkLedger } from '../../platform/ledger/invariant.js';
import { playerBalancePaisa } from '../../platform/ledger/ledger.js';
import { testDialect } from '../../testing/build-test-app.js';
import { casinoPlayer, launchHouseGame } from '../../testing/casino.js';
import { bearer } from '../../testing/players.js';
import { refusalBody } from '../../testing/refusal.js';
import { getAs } from '../../testing/requests.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { resolveLaunchSession } from '../casino/launch-sessions.js';
import { drawDueLotteryDraws } from './lottery-draws.js';
import { lotteryState } from './lottery-play.js';

const harness = testAppPerFile({ seedDemoData: true });

function buy(token: string, picks: unknown, key?: string) {
  return harness.app.inject({
    method: 'POST',
    url: '/api/house/lottery/tickets',
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: { picks } as Record<string, unknown>,
  });
}

async function stateOf(token: string) {
  const response = await harness.app.inject({
    method: 'GET',
    url: '/api/house/lottery',
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return lotteryStateResponseSchema.parse(response.json());
}

describe(`the scheduled lottery on ${testDialect}`, () => {
  // Refusals first: the next test draws this slot's draw ahead of the clock.
  it('refuses picks that are not five different numbers of 1–30, and a ticket beyond the balance', async () => {
    const player = await casinoPlayer(harness, 15);
    const token = await launchHouseGame(harness, player, 'lottery');
    for (const picks of [
      [1, 2, 3, 4],
      [1, 1, 2, 3, 4],
      [0, 1, 2, 3, 4],
      [1, 2, 3, 4, 31],
      'five',
    ]) {
      const refused = await buy(token, picks);
      expect(refused.statusCode, JSON.stringify(picks)).toBe(422);
      expect(refused.json()).toMatchObject(refusalBody(houseMessages.lotteryPicksInvalid));
    }
    expect((await buy(token, [1, 2, 3, 4, 5])).statusCode).toBe(200);
    expect((await buy(token, [1, 2, 3, 4, 6])).statusCode).toBe(422);
    const state = await stateOf(token);
    expect(state.balance).toBe(5);
    expect(state.tickets).toHaveLength(1);
    expect(await checkLedger(harness.context.db)).toMatchObject({ ok: true });
  });
  it('sells tickets against a committed seed, draws them from it and pays the pool to the paisa', async () => {
    const rahim = await casinoPlayer(harness, 100);
    const karim = await casinoPlayer(harness, 100);
    const rahimToken = await launchHouseGame(harness, rahim, 'lottery');
    const karimToken = await launchHouseGame(harness, karim, 'lottery');
    const before = await stateOf(rahimToken);
    expect(before.open).toMatchObject({ server_seed: null, numbers: null });
    // The refusal test sold this draw a ticket already.
    const { tickets: ticketsBefore, sales: salesBefore } = before.open;
    const commitment = before.open.server_seed_hash;

    const rahimPicks = [
      [1, 2, 3, 4, 5],
      [26, 27, 28, 29, 30],
      [5, 10, 15, 20, 25],
    ];
    for (const picks of rahimPicks) expect((await buy(rahimToken, picks)).statusCode).toBe(200);
    const [first, again] = await Promise.all([
      buy(karimToken, [30, 1, 17, 9, 12], 'karim-ticket-1'),
      buy(karimToken, [30, 1, 17, 9, 12], 'karim-ticket-1'),
    ]);
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const bought = lotteryStateResponseSchema.parse(
      (await buy(karimToken, [7, 8, 9, 10, 11])).json(),
    );
    expect(bought.tickets.map((ticket) => ticket.picks)).toEqual([
      [7, 8, 9, 10, 11],
      [1, 9, 12, 17, 30],
    ]);
    expect(bought.balance).toBe(80);
    expect(bought.open).toMatchObject({
      tickets: ticketsBefore + 5,
      sales: salesBefore + 50,
      server_seed_hash: commitment,
    });
    expect(await playerBalancePaisa(harness.context.db, rahim.remote_id, 'player_main')).toBe(7000);

    // The draw closes and is drawn; nothing more is sold into it.
    const closesAt = Date.parse(bought.open.closes_at);
    expect(await drawDueLotteryDraws(harness.context, closesAt)).toBe(1);
    const closed = await buy(karimToken, [1, 2, 3, 4, 6]);
    // (Still the draw's slot on the real clock: the draw is drawn, so it sells no more.)
    if (Date.now() < closesAt) {
      expect(closed.json()).toEqual(refusalBody(houseMessages.betsClosed));
    }

    const launch = await resolveLaunchSession(harness.context.db, rahimToken);
    if (!launch) throw new Error('no launch session');
    const after = await lotteryState(harness.context, launch, closesAt + 1000);
    const drawn = after.last;
    if (!drawn?.numbers || !drawn.server_seed) throw new Error('the draw was not drawn');
    expect(hashServerSeed(drawn.server_seed)).toBe(commitment);
    expect(drawn.numbers).toEqual(lotteryNumbers(drawn.server_seed, drawn.number));
    // 90 % of the sales, nothing carried in.
    expect(takaToPaisa(drawn.pool)).toBe(lotteryPoolPaisa(takaToPaisa(drawn.sales), 0));
    const tickets = await harness.context.db
      .selectFrom('lottery_tickets')
      .selectAll()
      .where('draw_id', '=', drawn.id)
      .execute();
    const expected = lotteryPrizes(
      tickets.map((ticket) => ({ id: ticket.id, picks: JSON.parse(ticket.picks) as number[] })),
      drawn.numbers,
      takaToPaisa(drawn.pool),
    );
    for (const ticket of tickets) {
      expect(ticket.payout_paisa).toBe(expected.prizes.get(ticket.id));
      expect(ticket.status).toBe(ticket.payout_paisa > 0 ? 'won' : 'lost');
    }
    expect(takaToPaisa(drawn.carried_out ?? -1)).toBe(expected.carriedPaisa);
    const paidTo = (userId: number) =>
      tickets
        .filter((ticket) => ticket.user_id === userId)
        .reduce((sum, ticket) => sum + ticket.payout_paisa, 0);
    expect(await playerBalancePaisa(harness.context.db, rahim.remote_id, 'player_main')).toBe(
      7000 + paidTo(rahim.remote_id),
    );
    expect(after.tickets.filter((ticket) => ticket.draw_id === drawn.id)).toHaveLength(3);
    // The next draw's pool starts with what this one carried.
    expect(after.open.pool).toBe(drawn.carried_out);

    const record = bettingRecordResponseSchema.parse(
      (await getAs(harness, rahim.token, '/api/betting-record')).json(),
    );
    // A casino round per ticket.
    expect(record.data.settled).toHaveLength(3);
    expect(record.data.settled[0]).toMatchObject({ platform: 'KHELA', game_type: 'LOTTO' });
    expect(await checkLedger(harness.context.db)).toMatchObject({ ok: true });
  });
});
