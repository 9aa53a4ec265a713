/**
 * Test helpers for the casino: players with money in the Main Wallet (moved from the demo
 * funding account through the ledger, as the demo player's seed does), an aggregator configured
 * with a known secret, and signed wallet callbacks sent through the app.
 */
import type { HouseGame } from '@khela/house-games';
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { takaToPaisa, type LoginResponse } from '@khela/contract';
import { configureSeamlessProvider } from '../features/casino/service.js';
import { signedWalletHeaders } from '../features/casino/wallet-signature.js';
import { move } from '../platform/ledger/move.js';
import type { TestApp } from './build-test-app.js';
import { signUpAndLogIn } from './players.js';

let grantSequence = 0;

export async function creditMain(harness: TestApp, userId: number, taka: number): Promise<void> {
  grantSequence += 1;
  const key = `casino-test-grant:${userId}:${grantSequence}:${randomBytes(4).toString('hex')}`;
  await harness.context.db.transaction().execute((trx) =>
    move(trx, {
      from: { kind: 'demo_funding' },
      to: { kind: 'player_main', userId },
      currency: 'BDT',
      amountPaisa: takaToPaisa(taka),
      code: 'demo_credit',
      idempotencyKey: key,
    }),
  );
}

/** A signed-in player holding `taka` in the Main Wallet. */
export async function casinoPlayer(
  harness: TestApp,
  taka = 1000,
): Promise<LoginResponse & { password: string }> {
  const player = await signUpAndLogIn(harness.app);
  if (taka > 0) await creditMain(harness, player.remote_id, taka);
  return player;
}

/** An aggregator in the catalogue with a known wallet secret. */
export async function configureTestAggregator(
  harness: TestApp,
  platform = 'MEGHNA',
): Promise<{ platform: string; secret: string }> {
  const secret = randomBytes(32).toString('hex');
  await configureSeamlessProvider(harness.context, {
    platform,
    launchUrl: 'https://games.example.com/launch?token={token}&game={game}&lobby={lobby}',
    walletSecret: secret,
  });
  return { platform, secret };
}

/** A callback signed with `secret` (or unsigned / badly signed, for refusals). */
export function sendWalletCallback(
  harness: TestApp,
  options: {
    platform: string;
    action: 'balance' | 'debit' | 'credit' | 'rollback';
    secret: string;
    body: Record<string, unknown>;
    nowMs?: number;
  },
): Promise<LightMyRequestResponse> {
  const text = JSON.stringify(options.body);
  return harness.app.inject({
    method: 'POST',
    url: `/api/provider-wallet/${options.platform}/${options.action}`,
    headers: {
      'content-type': 'application/json',
      ...signedWalletHeaders(options.secret, text, options.nowMs),
    },
    payload: text,
  });
}

const houseGameTypes = {
  slots: 'SLOT',
  mines: 'ARCADE',
  crash: 'EGAME',
  dice: 'ARCADE',
  limbo: 'EGAME',
  wheel: 'ARCADE',
  plinko: 'ARCADE',
  keno: 'LOTTO',
  roulette: 'TABLE',
  'dragon-tiger': 'LIVE',
  fishing: 'FH',
  'seven-up-down': 'LIVE',
  baccarat: 'TABLE',
  'andar-bahar': 'LIVE',
  'teen-patti': 'LIVE',
  'jacks-or-better': 'BINGO',
  hilo: 'ARCADE',
  blackjack: 'TABLE',
  lottery: 'LOTTO',
} as const satisfies Record<HouseGame, string>;

/** Launches a house game as the games screen does; answers the launch token from its address. */
export async function launchHouseGame(
  harness: TestApp,
  player: LoginResponse,
  game: keyof typeof houseGameTypes,
): Promise<string> {
  const response = await harness.app.inject({
    method: 'POST',
    url: '/api/game-run',
    headers: { authorization: `Bearer ${player.token}` },
    payload: {
      userId: player.remote_id,
      gameCode: game,
      gameType: houseGameTypes[game],
      platform: 'KHELA',
    },
  });
  const url = response.json<{ url?: string }>().url ?? '';
  const token = /#session=([^&]+)$/.exec(url)?.[1];
  if (!token) throw new Error(`launch of ${game} failed: ${response.body}`);
  return decodeURIComponent(token);
}

let spinKeys = 0;

/** Spins Slots `times` times with a launch token, each with its own Idempotency-Key; each must answer 200. */
export async function spinSlotsTimes(
  harness: TestApp,
  gameToken: string,
  times: number,
  stakeTaka = 5,
): Promise<void> {
  for (let spin = 0; spin < times; spin += 1) {
    spinKeys += 1;
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/house/slots/spin',
      headers: {
        authorization: `Bearer ${gameToken}`,
        'idempotency-key': `test-spin-${process.pid}-${spinKeys}`,
      },
      payload: { stake: stakeTaka },
    });
    if (response.statusCode !== 200) throw new Error(`a spin was refused: ${response.body}`);
  }
}
