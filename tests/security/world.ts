/**
 * The world every abuse test runs against: the real app on a fresh database with the demo site,
 * two players who both hold money and records (a deposit, a pending deposit request, a receipt, a
 * support chat, an inbox message, a house game bet, an exchange bet), and a signed-in operator of
 * each role. Bob's records are the "another player's ids"; his name, phone, e-mail and the text of
 * his records are the markers no answer to Alice may contain.
 */
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import {
  SUPPORT_CHAT_COUNTERPART_ID,
  exchangeBetResponseSchema,
  operatorRoles,
  type OperatorRole,
} from '@khela/contract';
import { createMatchOddsMarket } from '../../apps/server/src/features/exchange/trading/markets.js';
import { seedDemoData } from '../../apps/server/src/seed-demo-data.js';
import { buildTestApp, type TestApp } from '../../apps/server/src/testing/build-test-app.js';
import { launchHouseGame } from '../../apps/server/src/testing/casino.js';
import { signInOperator } from '../../apps/server/src/testing/operators.js';
import { bearer } from '../../apps/server/src/testing/players.js';
import {
  fundPlayer,
  reportManualDeposit,
  walletPlayer,
  type WalletPlayer,
} from '../../apps/server/src/testing/wallet.js';

export interface SeededPlayer extends WalletPlayer {
  /** A launched house game's frame token (an `access` session under the login). */
  houseToken: string;
  chatId: number;
  inboxMessageId: number;
  approvedDepositId: string;
  pendingDepositRequestId: string;
  receiptId: string;
  houseBetId: number;
  exchangeBetId: number;
  /** Text only this player's records hold. */
  secret: string;
}

export interface World {
  harness: TestApp;
  alice: SeededPlayer;
  bob: SeededPlayer;
  operators: Record<OperatorRole, string>;
  marketId: string;
  close(): Promise<void>;
}

const PNG_BYTES = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c63000100000500010d0a2db40000000049454e44ae426082',
  'hex',
);

async function ok(response: LightMyRequestResponse, what: string): Promise<unknown> {
  if (response.statusCode >= 300)
    throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return Promise.resolve(response.json());
}

async function seedPlayer(harness: TestApp, marketId: string): Promise<SeededPlayer> {
  const { app } = harness;
  const secret = `secret-${randomBytes(6).toString('hex')}`;
  const player = await walletPlayer(harness);
  const approvedDepositId = await fundPlayer(harness, player, 5000);
  const pending = await reportManualDeposit(harness, player, { amount: 500 });

  const receipt = (await ok(
    await app.inject({
      method: 'POST',
      url: '/api/deposit-receipt',
      headers: { ...bearer(player.token), 'content-type': 'image/png' },
      payload: PNG_BYTES,
    }),
    'receipt',
  )) as { receipt_id: string };

  const chat = (await ok(
    await app.inject({
      method: 'POST',
      url: '/api/chats',
      headers: bearer(player.token),
      payload: { user_one_id: player.remote_id, user_two_id: SUPPORT_CHAT_COUNTERPART_ID },
    }),
    'chat',
  )) as { chat: { id: number } };
  await ok(
    await app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: bearer(player.token),
      payload: {
        chat_id: chat.chat.id,
        sender_id: player.remote_id,
        content: `my ${secret} question`,
      },
    }),
    'chat message',
  );

  const owner = (await signInOperator(harness, 'support')).token;
  const inbox = (await ok(
    await app.inject({
      method: 'POST',
      url: '/admin-api/inbox',
      headers: bearer(owner),
      payload: { user_id: player.remote_id, title: `For ${secret}`, message: `Body ${secret}` },
    }),
    'inbox message',
  )) as { data: { id: number } };

  const houseToken = await launchHouseGame(harness, player, 'slots');
  await ok(
    await app.inject({
      method: 'POST',
      url: '/api/house/slots/spin',
      headers: { ...bearer(houseToken), 'idempotency-key': `spin-${secret}` },
      payload: { stake: 10 },
    }),
    'slots spin',
  );
  const houseBet = await harness.context.db
    .selectFrom('house_bets')
    .select('id')
    .where('user_id', '=', player.remote_id)
    .executeTakeFirstOrThrow();

  const bet = exchangeBetResponseSchema.parse(
    await ok(
      await app.inject({
        method: 'POST',
        url: '/api/exchange/bets',
        headers: { ...bearer(player.token), 'idempotency-key': `bet-${secret}` },
        payload: { market_id: marketId, selection_id: 1, side: 'back', odds: 3, stake: 100 },
      }),
      'exchange bet',
    ),
  );
  return {
    ...player,
    houseToken,
    chatId: chat.chat.id,
    inboxMessageId: inbox.data.id,
    approvedDepositId,
    pendingDepositRequestId: pending.requestId,
    receiptId: receipt.receipt_id,
    houseBetId: houseBet.id,
    exchangeBetId: bet.bet.id,
    secret,
  };
}

export async function buildWorld(environment: Record<string, string> = {}): Promise<World> {
  const harness = await buildTestApp(environment);
  await seedDemoData(harness.context);
  const marketId = '1.900';
  await createMatchOddsMarket(harness.context, {
    eventId: 'ev-security',
    eventName: 'Dhaka v Sylhet',
    sport: 'cricket',
    openDate: new Date(Date.now() + 86_400_000).toISOString(),
    marketId,
    runners: [
      { selectionId: 1, name: 'Dhaka' },
      { selectionId: 2, name: 'Sylhet' },
    ],
  });
  const alice = await seedPlayer(harness, marketId);
  const bob = await seedPlayer(harness, marketId);
  const operators = {} as Record<OperatorRole, string>;
  for (const role of operatorRoles) operators[role] = (await signInOperator(harness, role)).token;
  return { harness, alice, bob, operators, marketId, close: () => harness.close() };
}

/** What of a player may show up in an answer that is not theirs. */
export function markersOf(player: SeededPlayer): string[] {
  return [
    player.username,
    player.phone,
    player.secret,
    player.approvedDepositId,
    player.pendingDepositRequestId,
    player.receiptId,
  ];
}
