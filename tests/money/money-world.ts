/**
 * The in-process world the randomized run and the double-spend races play in: the real app on a
 * real port (SQLite in memory, or a fresh PostgreSQL database when TEST_POSTGRES_URL is set),
 * players signed up and funded through the real deposit flow, operators signed in, a seamless
 * casino aggregator, house-game launch tokens and open exchange markets.
 */
import { createMatchOddsMarket } from '../../apps/server/src/features/exchange/trading/markets.js';
import { seedDemoData } from '../../apps/server/src/seed-demo-data.js';
import { buildTestApp, type TestApp } from '../../apps/server/src/testing/build-test-app.js';
import { configureTestAggregator, launchHouseGame } from '../../apps/server/src/testing/casino.js';
import { signInOperator } from '../../apps/server/src/testing/operators.js';
import { upsertSettingForTest } from '../../apps/server/src/testing/site-settings.js';
import { signUpAndLogIn } from '../../apps/server/src/testing/players.js';
import { fundPlayer, settleStakes } from '../../apps/server/src/testing/wallet.js';
import { isoNow } from '../../apps/server/src/platform/db/time.js';
import { HttpClient } from './http-client.js';

export interface MoneyPlayer {
  userId: number;
  token: string;
  phone: string;
  /** The seamless aggregator's launch token and the house slots token. */
  casinoToken: string;
  slotsToken: string;
  referralCode: string;
}

export interface MoneyWorld {
  harness: TestApp;
  http: HttpClient;
  players: MoneyPlayer[];
  finance: string;
  owner: string;
  trader: string;
  aggregator: { platform: string; secret: string };
  openMarkets: string[];
  addPlayer(fundTaka: number, referrer?: MoneyPlayer): Promise<MoneyPlayer>;
  newMarket(): Promise<string>;
  relaunchCasino(player: MoneyPlayer): Promise<void>;
  close(): Promise<void>;
}

const CASINO_GAME = 'tea-garden-treasure';
let marketSequence = 0;

async function launchSeamless(
  http: HttpClient,
  platform: string,
  player: { userId: number; token: string },
): Promise<string> {
  const answer = await http.call('POST', '/api/game-run', {
    token: player.token,
    body: { userId: player.userId, gameCode: CASINO_GAME, gameType: 'SLOT', platform },
  });
  const url = String((answer.body as { url?: string } | null)?.url ?? '');
  const token = new URL(url, 'http://localhost').searchParams.get('token');
  if (!token) throw new Error(`seamless launch failed: ${answer.status} ${answer.text}`);
  return token;
}

export async function buildMoneyWorld(options: {
  port: number;
  players: number;
  fundTaka: number;
  markets: number;
}): Promise<MoneyWorld> {
  const harness = await buildTestApp({
    // A run outlives the default five-minute access token; the tokens are the suite's own.
    ACCESS_TOKEN_TTL_SECONDS: String(24 * 60 * 60),
    EXCHANGE_FEED: 'off',
    // MONEY_SERVER_LOG=error shows the server's own account of a 5xx.
    LOG_LEVEL: process.env['MONEY_SERVER_LOG'] ?? 'silent',
  });
  await seedDemoData(harness.context);
  // Generous VIP points and referral rewards, so conversions and claims move money often.
  await upsertSettingForTest(harness, 'vip_points_per_100_taka', 500);
  await upsertSettingForTest(harness, 'referral_reward_basis_points', 1000);
  // The demo receiving numbers take ৳200,000 a day each; a long run deposits far more than that.
  await harness.context.db
    .updateTable('wallet_numbers')
    .set({ daily_limit_paisa: 1_000_000_000_000 })
    .execute();
  const address = await harness.app.listen({ port: options.port, host: '127.0.0.1' });
  const http = new HttpClient(address);
  const aggregator = await configureTestAggregator(harness);
  const [finance, owner, trader] = await Promise.all([
    signInOperator(harness, 'finance'),
    signInOperator(harness, 'owner'),
    signInOperator(harness, 'trader'),
  ]);

  const players: MoneyPlayer[] = [];
  async function addPlayer(fundTaka: number, referrer?: MoneyPlayer): Promise<MoneyPlayer> {
    const login = await signUpAndLogIn(
      harness.app,
      referrer ? { referral_code: referrer.referralCode } : {},
    );
    await harness.context.db
      .updateTable('users')
      .set({ phone_verified_at: isoNow(), dofb: '1990-05-17' })
      .where('id', '=', login.remote_id)
      .execute();
    const user = await harness.context.db
      .selectFrom('users')
      .select(['phone', 'referral_code'])
      .where('id', '=', login.remote_id)
      .executeTakeFirstOrThrow();
    if (fundTaka > 0) {
      await fundPlayer(harness, { ...login, phone: user.phone }, fundTaka);
      // The deposit's turnover is played already, so withdrawals are possible from the start.
      await settleStakes(harness, login.remote_id, fundTaka * 10);
    }
    return {
      userId: login.remote_id,
      token: login.token,
      phone: user.phone,
      casinoToken: await launchSeamless(http, aggregator.platform, {
        userId: login.remote_id,
        token: login.token,
      }),
      slotsToken: await launchHouseGame(harness, login, 'slots'),
      referralCode: user.referral_code,
    };
  }
  for (let index = 0; index < options.players; index += 1) {
    // Every other player was referred by the first, so settled stakes pay referral rewards.
    const referrer = index > 0 && index % 2 === 0 ? players[0] : undefined;
    players.push(await addPlayer(options.fundTaka, referrer));
  }

  const openMarkets: string[] = [];
  async function newMarket(): Promise<string> {
    marketSequence += 1;
    const marketId = `9.${Date.now() % 1_000_000}${marketSequence}`;
    await createMatchOddsMarket(harness.context, {
      eventId: `money-${marketId}`,
      eventName: 'Dhaka v Sylhet',
      sport: 'cricket',
      openDate: new Date().toISOString(),
      marketId,
      runners: [
        { selectionId: 1, name: 'Dhaka' },
        { selectionId: 2, name: 'Sylhet' },
      ],
    });
    openMarkets.push(marketId);
    return marketId;
  }
  for (let index = 0; index < options.markets; index += 1) await newMarket();

  return {
    harness,
    http,
    players,
    finance: finance.token,
    owner: owner.token,
    trader: trader.token,
    aggregator,
    openMarkets,
    addPlayer,
    newMarket,
    async relaunchCasino(player) {
      player.casinoToken = await launchSeamless(http, aggregator.platform, player);
    },
    close: () => harness.close(),
  };
}
