/**
 * Slots spins of many players at once go through the casino's commit groups (one commit for
 * those that arrive together on SQLite, lanes by player on PostgreSQL) and stay exactly what
 * spins one at a time would be: every spin answered once, each with its bet, round, two wallet
 * records and its transfers, the game provider's account equal to stakes less pay-outs, the
 * ledger in balance; and a spin refused inside a group leaves no row at all.
 */
import { describe, expect, it } from 'vitest';
import { housePlayResponseSchema, takaToPaisa, type LoginResponse } from '@khela/contract';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { casinoPlayer, launchHouseGame } from '../../testing/casino.js';
import { bearer } from '../../testing/players.js';
import { checkLedger } from '../../platform/ledger/invariant.js';
import { playerBalancePaisa } from '../../platform/ledger/ledger.js';
import { countRows } from '../../testing/row-count.js';

const harness = testAppPerFile({ seedDemoData: true });

let keySequence = 0;

function spin(token: string, stake: number) {
  return harness.app.inject({
    method: 'POST',
    url: '/api/house/slots/spin',
    headers: { ...bearer(token), 'idempotency-key': `grouped-${(keySequence += 1)}` },
    payload: { stake },
  });
}

async function spinner(taka: number): Promise<LoginResponse & { game: string }> {
  const player = await casinoPlayer(harness, taka);
  return { ...player, game: await launchHouseGame(harness, player, 'slots') };
}

const providerBalance = async () =>
  (
    await harness.context.db
      .selectFrom('ledger_accounts')
      .select('balance_paisa')
      .where('kind', '=', 'game_provider')
      .executeTakeFirst()
  )?.balance_paisa ?? 0;

describe(`Slots spins through commit groups on ${testDialect}`, () => {
  it('answers every spin of many players at once, each written whole and once', async () => {
    const players = await Promise.all(Array.from({ length: 8 }, () => spinner(1_000)));
    const providerBefore = await providerBalance();
    const answers = await Promise.all(
      players.flatMap((player) => Array.from({ length: 5 }, () => spin(player.game, 5))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const bets = answers.map((answer) => housePlayResponseSchema.parse(answer.json()).bet);
    const paid = bets.reduce((sum, bet) => sum + takaToPaisa(bet.payout), 0);
    expect(await providerBalance()).toBe(providerBefore + 40 * 500 - paid);
    for (const player of players) {
      const own = bets.filter((bet, index) => Math.floor(index / 5) === players.indexOf(player));
      const won = own.reduce((sum, bet) => sum + takaToPaisa(bet.payout), 0);
      expect(await playerBalancePaisa(harness.context.db, player.remote_id, 'player_main')).toBe(
        100_000 - 5 * 500 + won,
      );
    }
    const roundRefs = bets.map((bet) => `slots:${bet.id}`);
    const rounds = await harness.context.db
      .selectFrom('casino_rounds')
      .select(['id', 'stake_paisa', 'win_paisa', 'status'])
      .where('round_ref', 'in', roundRefs)
      .execute();
    expect(rounds).toHaveLength(40);
    expect(rounds.every((round) => round.status === 'settled' && round.stake_paisa === 500)).toBe(
      true,
    );
    const records = await harness.context.db
      .selectFrom('casino_transactions')
      .select(({ fn }) => fn.countAll<number>().as('count'))
      .where(
        'round_id',
        'in',
        rounds.map((round) => round.id),
      )
      .executeTakeFirstOrThrow();
    expect(Number(records.count)).toBe(80);
    expect(await checkLedger(harness.context.db)).toMatchObject({ ok: true });
  });

  it('leaves no row of a spin refused among others, and the others whole', async () => {
    const rich = await spinner(1_000);
    const poor = await spinner(4);
    const roundsBefore = await harness.context.db
      .selectFrom('casino_rounds')
      .select(({ fn }) => fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const [first, refused, last] = await Promise.all([
      spin(rich.game, 5),
      spin(poor.game, 5),
      spin(rich.game, 5),
    ]);
    expect([first?.statusCode, refused?.statusCode, last?.statusCode]).toEqual([200, 422, 200]);
    expect(await playerBalancePaisa(harness.context.db, poor.remote_id, 'player_main')).toBe(400);
    expect(await countRows(harness.context.db, 'house_bets', { user_id: poor.remote_id })).toBe(0);
    const roundsAfter = await harness.context.db
      .selectFrom('casino_rounds')
      .select(({ fn }) => fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(roundsAfter.count)).toBe(Number(roundsBefore.count) + 2);
    expect(await checkLedger(harness.context.db)).toMatchObject({ ok: true });
  });
});
