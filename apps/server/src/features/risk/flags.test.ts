/**
 * GET /admin-api/risk/flags over rows the API (or, for bets and ledger days, the tables) hold:
 * each kind fires with its accounts and rows, and its near miss does not.
 */
import { describe, expect, it } from 'vitest';
import { paisa, riskFlagsResponseSchema, type RiskFlag, type RiskFlagKind } from '@khela/contract';
import { testDialect } from '../../testing/build-test-app.js';
import { addFreshMatchOdds } from '../../testing/exchange-markets.js';
import { signupPayload } from '../../testing/players.js';
import { getAs } from '../../testing/requests.js';
import { reportSettledStake } from '../../testing/settled-stakes.js';
import { operatorPerFile, testAppPerFile } from '../../testing/test-app-per-file.js';
import {
  fundPlayer,
  reportManualDeposit,
  settleStakes,
  submitWithdrawal,
  walletPlayer,
} from '../../testing/wallet.js';
import { move } from '../../platform/ledger/move.js';
import { isoNow } from '../../platform/db/time.js';

const harness = testAppPerFile({ seedDemoData: true });
const finance = operatorPerFile(harness, 'finance');

async function flagsOf(userId: number, kind: RiskFlagKind): Promise<RiskFlag[]> {
  const response = await getAs(
    harness,
    finance.token,
    `/admin-api/risk/flags?kind=${kind}&user_id=${userId}`,
  );
  expect(response.statusCode).toBe(200);
  return riskFlagsResponseSchema.parse(response.json()).data;
}

let numbers = 0;
/** An 11-digit wallet number no other test in the run sends from. */
const senderNumber = () =>
  `019${String(Date.now()).slice(-4)}${String((numbers += 1)).padStart(4, '0')}`;

describe(`risk flags on ${testDialect}`, () => {
  it('links two players whose deposits came from one sender number, naming the deposits', async () => {
    const shared = senderNumber();
    const first = await walletPlayer(harness);
    const second = await walletPlayer(harness);
    const one = await reportManualDeposit(harness, first, { senderNumber: shared });
    const two = await reportManualDeposit(harness, second, { senderNumber: shared });
    const [flag, ...others] = await flagsOf(first.remote_id, 'shared_sender_number');
    expect(others).toEqual([]);
    expect(flag?.players.map((player) => player.id).sort()).toEqual(
      [first.remote_id, second.remote_id].sort(),
    );
    expect(flag?.rows.map((row) => row.ref).sort()).toEqual(
      [one.transactionId, two.transactionId].sort(),
    );
    expect(flag?.reason).toContain(shared);

    // One player sending twice from one number is no flag.
    const alone = await walletPlayer(harness);
    const own = senderNumber();
    await fundPlayer(harness, alone, 500);
    await reportManualDeposit(harness, alone, { senderNumber: own });
    expect(await flagsOf(alone.remote_id, 'shared_sender_number')).toEqual([]);
  });

  it('links accounts signed up from one device, not one from another device', async () => {
    const device = `device-${Date.now().toString(36)}-abcdefgh`;
    const withDevice = async (deviceId: string) => {
      const response = await harness.app.inject({
        method: 'POST',
        url: '/api/v1/create-players',
        headers: { 'x-device-id': deviceId },
        payload: signupPayload(),
      });
      expect(response.statusCode).toBe(201);
      const row = await harness.context.db
        .selectFrom('users')
        .select('id')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    };
    const first = await withDevice(device);
    const second = await withDevice(device);
    const elsewhere = await withDevice(`${device}-other`);
    const [flag] = await flagsOf(first, 'shared_signup_device');
    expect(flag?.players.map((player) => player.id)).toEqual([first, second]);
    expect(await flagsOf(elsewhere, 'shared_signup_device')).toEqual([]);
  });

  it('flags a withdrawal soon after a deposit with little staked, not one after real play', async () => {
    const quick = await walletPlayer(harness);
    const deposit = await fundPlayer(harness, quick, 2000);
    await settleStakes(harness, quick.remote_id, 2000);
    await reportSettledStake(harness, quick.remote_id, 100);
    expect((await submitWithdrawal(harness, quick, { amount: 1500 })).statusCode).toBe(200);
    const [flag] = await flagsOf(quick.remote_id, 'quick_withdrawal');
    expect(flag?.rows.map((row) => row.kind)).toEqual(['deposit', 'withdrawal']);
    expect(flag?.rows[0]?.ref).toBe(deposit);

    const player = await walletPlayer(harness);
    await fundPlayer(harness, player, 2000);
    await settleStakes(harness, player.remote_id, 2000);
    await reportSettledStake(harness, player.remote_id, 600);
    expect((await submitWithdrawal(harness, player, { amount: 1500 })).statusCode).toBe(200);
    expect(await flagsOf(player.remote_id, 'quick_withdrawal')).toEqual([]);
  });

  it('flags stakes that counted under 5 %, not stakes that counted a quarter', async () => {
    const hedger = await walletPlayer(harness);
    await reportSettledStake(harness, hedger.remote_id, 25_000, undefined, 1_000);
    const [flag] = await flagsOf(hedger.remote_id, 'low_counted_stakes');
    expect(flag?.reason).toContain('4.0 %');
    const honest = await walletPlayer(harness);
    await reportSettledStake(harness, honest.remote_id, 25_000, undefined, 6_250);
    expect(await flagsOf(honest.remote_id, 'low_counted_stakes')).toEqual([]);
  });

  it('links two players on opposite sides of three markets, not of two', async () => {
    const [back, lay, other] = await Promise.all([
      walletPlayer(harness),
      walletPlayer(harness),
      walletPlayer(harness),
    ]);
    const bet = (marketId: string, userId: number, side: 'back' | 'lay') =>
      harness.context.db
        .insertInto('exchange_orders')
        .values({
          market_id: marketId,
          user_id: userId,
          selection_id: 1,
          side,
          price_hundredths: 200,
          rate: null,
          no_line: null,
          yes_line: null,
          stake_paisa: 10_000,
          matched_paisa: 10_000,
          status: 'settled',
          net_paisa: null,
          placed_at: isoNow(),
          updated_at: isoNow(),
          settled_at: isoNow(),
        })
        .execute();
    const markets: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      markets.push(await addFreshMatchOdds(harness, 'risk', 'Dhaka v Sylhet'));
    }
    for (const market of markets) {
      await bet(market, back.remote_id, 'back');
      await bet(market, lay.remote_id, 'lay');
    }
    for (const market of markets.slice(0, 2)) await bet(market, other.remote_id, 'lay');
    const [flag] = await flagsOf(back.remote_id, 'opposite_sides');
    // The three players are made at once, so which of the two has the lower id varies.
    const byId = (a: number, b: number) => a - b;
    expect(flag?.players.map((player) => player.id).sort(byId)).toEqual(
      [back.remote_id, lay.remote_id].sort(byId),
    );
    expect(flag?.rows.map((row) => row.ref).sort()).toEqual([...markets].sort());
    expect(await flagsOf(other.remote_id, 'opposite_sides')).toEqual([]);
  });

  it('flags a day won far above the player’s norm, not one within it', async () => {
    const win = async (userId: number, amountPaisa: number, daysAgo: number, key: string) => {
      await harness.context.db.transaction().execute(async (trx) => {
        const transfer = await move(trx, {
          from: { kind: 'game_provider' },
          to: { kind: 'player_main', userId },
          currency: 'BDT',
          amountPaisa: paisa(amountPaisa),
          code: 'casino_win',
          idempotencyKey: `risk-test:${key}`,
        });
        const at = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
        if (transfer.status === 'created') {
          await trx
            .updateTable('ledger_transfers')
            .set({ created_at: at })
            .where('id', '=', transfer.transfer.id)
            .execute();
        }
      });
    };
    const lucky = await walletPlayer(harness);
    await win(lucky.remote_id, 50_000, 5, `lucky-5-${lucky.remote_id}`);
    await win(lucky.remote_id, 3_000_000, 1, `lucky-1-${lucky.remote_id}`);
    const [flag] = await flagsOf(lucky.remote_id, 'winnings_above_norm');
    expect(flag?.rows[0]?.kind).toBe('play_day');

    const regular = await walletPlayer(harness);
    await win(regular.remote_id, 500_000, 5, `regular-5-${regular.remote_id}`);
    await win(regular.remote_id, 3_000_000, 1, `regular-1-${regular.remote_id}`);
    expect(await flagsOf(regular.remote_id, 'winnings_above_norm')).toEqual([]);
  });

  it('refuses an unknown kind with the field named', async () => {
    const response = await getAs(harness, finance.token, '/admin-api/risk/flags?kind=nonsense');
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors['kind']).toBeDefined();
  });
});
