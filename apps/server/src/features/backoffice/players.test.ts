/**
 * The operator's player calls: search by username, phone, e-mail or id; the profile with its
 * balances, market block and sessions; the ledger history; revoking sessions; market blocks; and
 * balance adjustments through the ledger (idempotent, never below zero). Every change is audited
 * with its before and after, and each call admits only its roles.
 */
import { describe, expect, it } from 'vitest';
import {
  adjustmentResponseSchema,
  auditListResponseSchema,
  backofficeMessages,
  playerDetailResponseSchema,
  playerLedgerResponseSchema,
  playerSearchResponseSchema,
  type OperatorRole,
} from '@khela/contract';
import { checkLedger } from '../../platform/ledger/invariant.js';
import { playerBalancePaisa } from '../../platform/ledger/ledger.js';
import { testDialect } from '../../testing/build-test-app.js';
import { everyRolePerFile, testAppPerFile } from '../../testing/test-app-per-file.js';
import { expectStoredAnswer, replayedAfterDeathAtCommit } from '../../testing/die-after-commit.js';
import { bearer, logInAgain, signUpAndLogIn } from '../../testing/players.js';
import { fundPlayer, walletPlayer, type WalletPlayer } from '../../testing/wallet.js';
import { refusalBody } from '../../testing/refusal.js';
import { getAs } from '../../testing/requests.js';

const harness = testAppPerFile({ seedDemoData: true });
const tokens = everyRolePerFile(harness);
let keySequence = 0;

function call(
  role: OperatorRole,
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return harness.app.inject({
    method,
    url: `/admin-api${url}`,
    headers: { ...bearer(tokens[role]), ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
}

function adjust(
  role: OperatorRole,
  userId: number,
  payload: Record<string, unknown>,
  key: string | null = `adj-${(keySequence += 1)}`,
) {
  return call(
    role,
    'POST',
    `/players/${userId}/adjustments`,
    payload,
    key === null ? {} : { 'idempotency-key': key },
  );
}

async function auditOf(userId: number) {
  const response = await call('owner', 'GET', `/audit?target_type=user&target_id=${userId}`);
  return auditListResponseSchema.parse(response.json()).data;
}

const mainPaisa = (userId: number) => playerBalancePaisa(harness.context.db, userId, 'player_main');

async function fundedPlayer(amount: number): Promise<WalletPlayer> {
  const player = await walletPlayer(harness);
  await fundPlayer(harness, player, amount);
  return player;
}

describe(`operator player calls on ${testDialect}`, () => {
  it('finds a player by username, phone, e-mail or id, for owner, finance and support', async () => {
    const player = await walletPlayer(harness);
    const detail = playerDetailResponseSchema.parse(
      (await call('support', 'GET', `/players/${player.remote_id}`)).json(),
    );
    const { username, phone, email } = detail.player;
    for (const q of [username.toUpperCase(), phone.slice(-6), email, String(player.remote_id)]) {
      const response = await call('finance', 'GET', `/players?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, q).toBe(200);
      const found = playerSearchResponseSchema.parse(response.json());
      expect(
        found.data.map((row) => row.id),
        q,
      ).toContain(player.remote_id);
    }
    const none = playerSearchResponseSchema.parse(
      (await call('owner', 'GET', '/players?q=%25nobody_like_this%25')).json(),
    );
    expect(none).toMatchObject({ data: [], total: 0, last_page: 1 });
    const all = playerSearchResponseSchema.parse((await call('owner', 'GET', '/players')).json());
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.data[0]?.id).toBe(player.remote_id);

    expect((await call('owner', 'GET', '/players?page=0')).json()).toMatchObject(
      refusalBody(backofficeMessages.pageInvalid),
    );
    expect((await call('owner', 'GET', `/players?q=${'x'.repeat(101)}`)).statusCode).toBe(422);
    for (const role of ['trader', 'content'] as const) {
      expect((await call(role, 'GET', '/players')).statusCode, role).toBe(403);
      expect((await call(role, 'GET', `/players/${player.remote_id}`)).statusCode, role).toBe(403);
    }
  });

  it('shows the profile, balances, market block, sessions and the ledger history', async () => {
    const player = await fundedPlayer(1000);
    const response = await call('finance', 'GET', `/players/${player.remote_id}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = playerDetailResponseSchema.parse(response.json());
    expect(detail.player).toMatchObject({ id: player.remote_id, status: 'active' });
    expect(detail.balances).toEqual({ main: 1000, exposure: 0, bonus: 0, withdrawal_hold: 0 });
    expect(detail.market_block).toEqual({ exchange_market: 1, cs_market: 1, status: 'active' });
    expect(detail.sessions[0]).toMatchObject({ kind: 'player', active: true, revoked_at: null });

    const ledger = playerLedgerResponseSchema.parse(
      (await call('support', 'GET', `/players/${player.remote_id}/ledger`)).json(),
    );
    expect(ledger.data).toEqual([
      expect.objectContaining({
        code: 'deposit',
        account: 'main',
        amount: 1000,
        counterparty: 'deposits_clearing',
      }),
    ]);
    expect(ledger).toMatchObject({ page: 1, total: 1, last_page: 1 });

    expect((await call('owner', 'GET', '/players/999999')).json()).toEqual(
      refusalBody(backofficeMessages.playerNotFound),
    );
    expect((await call('owner', 'GET', '/players/999999/ledger')).statusCode).toBe(404);
    expect((await call('owner', 'GET', '/players/abc')).statusCode).toBe(422);
    expect(
      (await call('owner', 'GET', `/players/${player.remote_id}/ledger?page=x`)).statusCode,
    ).toBe(422);
  });

  it('revokes one session or all of them, for owner and support, audited', async () => {
    const player = await signUpAndLogIn(harness.app);
    const secondToken = await logInAgain(harness.app, player);
    const balance = (token: string) =>
      harness.app.inject({ method: 'POST', url: '/api/balance', headers: bearer(token) });
    const detail = playerDetailResponseSchema.parse(
      (await call('support', 'GET', `/players/${player.remote_id}`)).json(),
    );
    const [newest] = detail.sessions;
    if (newest === undefined) throw new Error('the player has sessions');

    const base = `/players/${player.remote_id}/sessions`;
    expect((await call('finance', 'POST', `${base}/${newest.id}/revoke`)).statusCode).toBe(403);
    expect((await call('support', 'POST', `${base}/999999/revoke`)).json()).toEqual(
      refusalBody(backofficeMessages.sessionNotFound),
    );
    const revoked = await call('support', 'POST', `${base}/${newest.id}/revoke`);
    expect(revoked.json()).toEqual({ message: backofficeMessages.sessionRevoked });
    expect((await balance(secondToken)).statusCode).toBe(401);
    expect((await balance(player.token)).statusCode).toBe(200);

    expect((await call('trader', 'POST', `${base}/revoke-all`)).statusCode).toBe(403);
    expect((await call('owner', 'POST', `${base}/revoke-all`)).statusCode).toBe(200);
    expect((await balance(player.token)).statusCode).toBe(401);

    const audit = await auditOf(player.remote_id);
    expect(audit.map((entry) => entry.action)).toEqual([
      'player.session_revoke_all',
      'player.session_revoke',
    ]);
    expect(audit[0]?.detail).toEqual({
      before: { live_sessions: 1 },
      after: { live_sessions: 0 },
    });
    expect(audit[1]?.detail).toMatchObject({
      session_id: newest.id,
      before: { live_sessions: 2 },
      after: { live_sessions: 1 },
    });
  });

  it('sets a market block the player then reads, audited with the block before', async () => {
    const player = await signUpAndLogIn(harness.app);
    const url = `/players/${player.remote_id}/market-block`;
    const block = { exchange_market: 0, cs_market: 1, status: 'inactive' };
    expect((await call('finance', 'POST', url, block)).statusCode).toBe(403);
    const bad = await call('support', 'POST', url, { ...block, exchange_market: 2 });
    expect(bad.json()).toMatchObject(refusalBody(backofficeMessages.flagInvalid));
    expect((await call('support', 'POST', url, { ...block, status: 'gone' })).statusCode).toBe(422);
    expect((await call('support', 'POST', '/players/999999/market-block', block)).statusCode).toBe(
      404,
    );

    expect((await call('support', 'POST', url, block)).json()).toEqual({
      message: backofficeMessages.marketBlockSaved,
    });
    const seen = await getAs(harness, player.token, '/api/market/block');
    expect(seen.json()).toEqual(block);
    const [entry] = await auditOf(player.remote_id);
    expect(entry).toMatchObject({
      action: 'player.market_block',
      detail: { before: { exchange_market: 1, cs_market: 1, status: 'active' }, after: block },
    });
  });

  it('adjusts Main through the ledger once per key, never below zero, audited', async () => {
    const player = await fundedPlayer(500);
    const userId = player.remote_id;
    const credit = { amount: 250.5, reason: 'Goodwill for a delayed deposit' };

    const first = await adjust('finance', userId, credit, 'same-key');
    expect(first.statusCode, first.body).toBe(200);
    expect(adjustmentResponseSchema.parse(first.json())).toMatchObject({
      amount: 250.5,
      balance_before: 500,
      balance_after: 750.5,
    });
    const again = await adjust('finance', userId, credit, 'same-key');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await mainPaisa(userId)).toBe(75_050);

    const tooMuch = await adjust('owner', userId, { amount: -750.51, reason: 'Reverse a bonus' });
    expect([tooMuch.statusCode, tooMuch.json<{ message: string }>().message]).toEqual([
      422,
      backofficeMessages.adjustmentBelowZero,
    ]);
    const debit = await adjust('owner', userId, { amount: -750.5, reason: 'Reverse a bonus' });
    expect(debit.json()).toMatchObject({ balance_before: 750.5, balance_after: 0 });
    expect(await mainPaisa(userId)).toBe(0);

    const transfers = await harness.context.db
      .selectFrom('ledger_transfers')
      .select(['amount_paisa', 'code'])
      .where('code', '=', 'adjustment')
      .orderBy('id')
      .execute();
    expect(transfers.map((row) => row.amount_paisa)).toEqual([25_050, 75_050]);

    const audit = (await auditOf(userId)).filter((entry) => entry.action === 'player.adjustment');
    expect(audit.map((entry) => entry.detail)).toEqual([
      expect.objectContaining({
        amount_paisa: -75_050,
        reason: 'Reverse a bonus',
        before: { main_paisa: 75_050 },
        after: { main_paisa: 0 },
      }),
      expect.objectContaining({
        amount_paisa: 25_050,
        before: { main_paisa: 50_000 },
        after: { main_paisa: 75_050 },
      }),
    ]);

    const ledger = playerLedgerResponseSchema.parse(
      (await call('owner', 'GET', `/players/${userId}/ledger`)).json(),
    );
    expect(ledger.data.slice(0, 2)).toEqual([
      expect.objectContaining({ code: 'adjustment', amount: -750.5, counterparty: 'house' }),
      expect.objectContaining({ code: 'adjustment', amount: 250.5, counterparty: 'house' }),
    ]);
    expect(await checkLedger(harness.context.db)).toMatchObject({ ok: true });
  });

  it('lets only one of two debits at once through when both would overdraw', async () => {
    const player = await fundedPlayer(500);
    const reason = 'Reverse a duplicated credit';
    const answers = await Promise.all([
      adjust('finance', player.remote_id, { amount: -300, reason }),
      adjust('owner', player.remote_id, { amount: -300, reason }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(await mainPaisa(player.remote_id)).toBe(20_000);
    const audit = await auditOf(player.remote_id);
    expect(audit.filter((entry) => entry.action === 'player.adjustment')).toHaveLength(1);
    expect(await checkLedger(harness.context.db)).toMatchObject({ ok: true });
  });

  it('refuses bad adjustments with a message, and other roles', async () => {
    const player = await walletPlayer(harness);
    const userId = player.remote_id;
    const reason = 'Correction of a typo';
    const refusals: [Record<string, unknown>, string][] = [
      [{ reason }, backofficeMessages.amountRequired],
      [{ amount: 0, reason }, backofficeMessages.amountZero],
      [{ amount: 1.234, reason }, backofficeMessages.amountDecimals],
      [{ amount: 1_000_001, reason }, backofficeMessages.amountTooLarge],
      [{ amount: 10 }, backofficeMessages.reasonRequired],
      [{ amount: 10, reason: 'typo' }, backofficeMessages.reasonLength],
      [{ amount: 10, reason: 'x'.repeat(201) }, backofficeMessages.reasonLength],
    ];
    for (const [payload, message] of refusals) {
      const refused = await adjust('owner', userId, payload);
      expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([
        422,
        message,
      ]);
    }
    const keyless = await adjust('owner', userId, { amount: 10, reason }, null);
    expect([keyless.statusCode, keyless.json<{ message: string }>().message]).toEqual([
      422,
      backofficeMessages.idempotencyKeyRequired,
    ]);
    expect((await adjust('owner', 999_999, { amount: 10, reason })).statusCode).toBe(404);
    for (const role of ['support', 'trader', 'content'] as const) {
      expect((await adjust(role, userId, { amount: 10, reason })).statusCode, role).toBe(403);
    }
    expect(await mainPaisa(userId)).toBe(0);
    expect(await auditOf(userId)).toEqual([]);
  });
});

describe(`a keyed adjustment whose process dies after the commit, on ${testDialect}`, () => {
  it('moves once, and the retry gets the stored answer with the balances it saw', async () => {
    const player = await fundedPlayer(100);
    const send = () =>
      adjust('finance', player.remote_id, { amount: 25, reason: 'Goodwill' }, 'adjust-dies');
    const retried = await replayedAfterDeathAtCommit(harness.context.db, send);
    expect(adjustmentResponseSchema.parse(retried.json())).toMatchObject({
      amount: 25,
      balance_before: 100,
      balance_after: 125,
    });
    expect(await mainPaisa(player.remote_id)).toBe(12_500);
    const audited = (await auditOf(player.remote_id)).filter(
      (entry) => entry.action === 'player.adjustment',
    );
    expect(audited).toHaveLength(1);
    await expectStoredAnswer(harness.context.db, 'adjust-dies');
    expect((await checkLedger(harness.context.db)).ok).toBe(true);
  });
});
