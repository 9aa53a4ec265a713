/**
 * Manual deposits through the API: every check of /deposit and /make-payment with its message,
 * one pending deposit at a time (also under a race), TRX ids used once, receipts, another
 * player's ids, and the operator's approval and rejection with their money, bonus, turnover,
 * inbox and audit.
 */
import { describe, expect, it } from 'vitest';
import {
  depositMessages,
  ewalletDepositResponseSchema,
  makePaymentMessages,
  receiptMessages,
  transactionShowResponseSchema,
  turnoversResponseSchema,
  walletOperationMessages,
  walletMessages,
} from '@khela/contract';
import { testDialect } from '../../testing/build-test-app.js';
import { operatorPerFile, testAppPerFile } from '../../testing/test-app-per-file.js';
import { signInOperator } from '../../testing/operators.js';
import { bearer } from '../../testing/players.js';
import {
  fundPlayer,
  mainBalance,
  reportManualDeposit,
  uniqueTrxId,
  walletPlayer,
  type WalletPlayer,
} from '../../testing/wallet.js';
import { checkLedger } from '../../platform/ledger/invariant.js';
import { expectStoredAnswer, replayedAfterDeathAtCommit } from '../../testing/die-after-commit.js';
import { refusalBody } from '../../testing/refusal.js';
import { getAs, postAs } from '../../testing/requests.js';

const harness = testAppPerFile({ seedDemoData: true });
const finance = operatorPerFile(harness, 'finance');

function post(url: string, token: string, payload: unknown, headers: Record<string, string> = {}) {
  return harness.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), ...headers },
    payload: payload as Record<string, unknown>,
  });
}

async function requestDeposit(player: WalletPlayer, payload: Record<string, unknown> = {}) {
  return post('/api/ewa/request', player.token, {
    amount: 500,
    provider: 'Nagad',
    type: 'Personal',
    ...payload,
  });
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe(`manual deposits on ${testDialect}`, () => {
  it('refuses an unverified phone first, then checks amount, method and channel in order', async () => {
    const unverified = await walletPlayer(harness, { phoneVerified: false });
    const blocked = await requestDeposit(unverified);
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json()).toEqual(refusalBody(depositMessages.phoneNotVerified));

    const player = await walletPlayer(harness);
    const empty = await post('/api/ewa/request', player.token, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json<{ message: string }>().message).toBe(depositMessages.amountRequired);
    const noMethod = await post('/api/ewa/request', player.token, { amount: 500 });
    expect(noMethod.json<{ message: string }>().message).toBe(
      depositMessages.paymentMethodRequired,
    );
    const noChannel = await post('/api/ewa/request', player.token, {
      amount: 500,
      provider: 'Nagad',
    });
    expect(noChannel.json<{ message: string }>().message).toBe(depositMessages.channelRequired);
    const tooSmall = await requestDeposit(player, { amount: 99 });
    expect(tooSmall.json<{ errors: Record<string, string[]> }>().errors['amount']).toEqual([
      depositMessages.amountOutOfRange,
    ]);
    const unknownProvider = await requestDeposit(player, { provider: 'PayPal' });
    expect(unknownProvider.json<{ errors: Record<string, string[]> }>().errors['provider']).toEqual(
      [depositMessages.paymentMethodRequired],
    );
    const missingChannel = await requestDeposit(player, { provider: 'Upay', type: 'Agent' });
    expect(missingChannel.json<{ errors: Record<string, string[]> }>().errors['type']).toEqual([
      depositMessages.channelRequired,
    ]);
    const badPromotion = await requestDeposit(player, { promotion: 999_999 });
    expect(badPromotion.json<{ errors: Record<string, string[]> }>().errors['promotion']).toEqual([
      depositMessages.promotionInvalid,
    ]);
  });

  it('gives a receiving number and a countdown, then takes the report with its Bengali checks', async () => {
    const player = await walletPlayer(harness);
    const response = await requestDeposit(player, { amount: 750 });
    expect(response.statusCode).toBe(200);
    const deposit = ewalletDepositResponseSchema.parse(response.json());
    expect(deposit).toMatchObject({ url: null, amount: 750, timer: 10 });
    expect(deposit.number).toMatch(/^[0-9]{11}$/);

    const badPhone = await post('/api/ewa/confirm', player.token, {
      trx_id: deposit.transaction,
      trxid: 'ABC1234',
      number: '12345',
    });
    expect(badPhone.json<{ message: string }>().message).toBe(
      makePaymentMessages.accountNumberInvalid,
    );
    const shortTrx = await post('/api/ewa/confirm', player.token, {
      trx_id: deposit.transaction,
      trxid: 'ABC12',
      number: player.phone,
    });
    expect(shortTrx.json<{ message: string }>().message).toBe(
      makePaymentMessages.transactionIdInvalid,
    );

    const confirm = await post('/api/ewa/confirm', player.token, {
      trx_id: deposit.transaction,
      trxid: uniqueTrxId(),
      number: player.phone,
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({ success: true, message: makePaymentMessages.success });

    const list = transactionShowResponseSchema.parse(
      (
        await getAs(harness, player.token, `/api/transaction/show?remote_id=${player.remote_id}`)
      ).json(),
    );
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({
      action: 'deposit',
      key: '0',
      amount: 750,
      number: player.phone,
      payment_method: { name: 'Nagad', type: 'Personal' },
    });
    expect(list.data[0]?.initiated_at).toBeTruthy();
  });

  it('allows one pending deposit at a time, even when two tabs report at once', async () => {
    const player = await walletPlayer(harness);
    const first = ewalletDepositResponseSchema.parse((await requestDeposit(player)).json());
    // The second tab asked before the first reported; its request replaces the first one.
    const second = ewalletDepositResponseSchema.parse(
      (await requestDeposit(player, { provider: 'bKash', type: 'Agent' })).json(),
    );
    const reports = await Promise.all(
      [first, second].map((deposit) =>
        post('/api/ewa/confirm', player.token, {
          trx_id: deposit.transaction,
          trxid: uniqueTrxId(),
          number: player.phone,
        }),
      ),
    );
    expect(reports.map((report) => report.statusCode)).toEqual([422, 200]);
    const again = await requestDeposit(player);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(refusalBody(depositMessages.pendingDeposit));
  });

  it('refuses a TRX id already reported for another deposit', async () => {
    const [alice, bob] = [await walletPlayer(harness), await walletPlayer(harness)];
    const trxid = uniqueTrxId();
    const forAlice = ewalletDepositResponseSchema.parse((await requestDeposit(alice)).json());
    expect(
      (
        await post('/api/ewa/confirm', alice.token, {
          trx_id: forAlice.transaction,
          trxid,
          number: alice.phone,
        })
      ).statusCode,
    ).toBe(200);
    const forBob = ewalletDepositResponseSchema.parse((await requestDeposit(bob)).json());
    const reused = await post('/api/ewa/confirm', bob.token, {
      trx_id: forBob.transaction,
      trxid,
      number: bob.phone,
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json<{ errors: Record<string, string[]> }>().errors['trxid']).toEqual([
      walletMessages.referenceUsed,
    ]);
  });

  it("never confirms another player's request", async () => {
    const [alice, mallory] = [await walletPlayer(harness), await walletPlayer(harness)];
    const forAlice = ewalletDepositResponseSchema.parse((await requestDeposit(alice)).json());
    const stolen = await post('/api/ewa/confirm', mallory.token, {
      trx_id: forAlice.transaction,
      trxid: uniqueTrxId(),
      number: mallory.phone,
    });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json<{ message: string }>().message).toBe(
      makePaymentMessages.depositRequestMissing,
    );
    const peek = await getAs(
      harness,
      mallory.token,
      `/api/deposit-requests/${forAlice.transaction}`,
    );
    expect(peek.statusCode).toBe(404);
  });

  it('stores receipts by their real type and refuses other files', async () => {
    const player = await walletPlayer(harness);
    const upload = (body: Buffer, type: string) =>
      harness.app.inject({
        method: 'POST',
        url: '/api/deposit-receipt',
        headers: { ...bearer(player.token), 'content-type': type },
        payload: body,
      });
    const stored = await upload(PNG, 'image/png');
    expect(stored.statusCode).toBe(200);
    const receiptId = stored.json<{ receipt_id: string }>().receipt_id;

    const disguised = await upload(Buffer.from('<script>alert(1)</script>'), 'image/png');
    expect(disguised.statusCode).toBe(422);
    expect(disguised.json()).toEqual(refusalBody(receiptMessages.wrongType));
    const huge = await upload(Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]), 'image/png');
    expect(huge.statusCode).toBe(413);
    const html = await upload(Buffer.from('<html>'), 'text/html');
    expect(html.statusCode).toBe(415);

    const deposit = ewalletDepositResponseSchema.parse((await requestDeposit(player)).json());
    const other = await walletPlayer(harness);
    const otherReceipt = await post('/api/ewa/confirm', other.token, {
      trx_id: ewalletDepositResponseSchema.parse((await requestDeposit(other)).json()).transaction,
      trxid: uniqueTrxId(),
      number: other.phone,
      receipt_id: receiptId,
    });
    expect(otherReceipt.statusCode).toBe(422);
    const confirm = await post('/api/ewa/confirm', player.token, {
      trx_id: deposit.transaction,
      trxid: uniqueTrxId(),
      number: player.phone,
      receipt_id: receiptId,
    });
    expect(confirm.statusCode).toBe(200);

    const queue = await getAs(
      harness,
      finance.token,
      '/admin-api/deposits?status=pending&limit=200',
    );
    const item = queue
      .json<{ data: { username: string; transaction_id: string; has_receipt: boolean }[] }>()
      .data.find((row) => row.username === player.username);
    expect(item?.has_receipt).toBe(true);
    const file = await getAs(
      harness,
      finance.token,
      `/admin-api/deposits/${item?.transaction_id}/receipt`,
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });
});

describe(`operator decisions on deposits on ${testDialect}`, () => {
  it('approval credits amount and bonus, creates the turnover and tells the player', async () => {
    const player = await walletPlayer(harness);
    const promotion = await harness.context.db
      .selectFrom('promotions')
      .select(['id', 'deposit_bouns', 'turnover'])
      .where('status', '=', 'active')
      .where('deposit_bouns', '>', 0)
      .executeTakeFirstOrThrow();
    await fundPlayer(harness, player, 1000, { promotion: promotion.id });
    const bonus = (1000 * promotion.deposit_bouns) / 100;
    expect(await mainBalance(harness, player)).toBe(1000 + bonus);

    const turnovers = turnoversResponseSchema.parse(
      (await getAs(harness, player.token, `/api/turnovers?remote_id=${player.remote_id}`)).json(),
    );
    expect(turnovers.turnover).toHaveLength(1);
    expect(turnovers.turnover[0]).toMatchObject({
      status: 'active',
      required_turnover: (1000 + bonus) * promotion.turnover,
      remaining_turnover: (1000 + bonus) * promotion.turnover,
      transaction: { action: 'deposit', payment_method: { name: 'Rocket' } },
    });
    const inbox = await harness.context.db
      .selectFrom('inbox_messages')
      .select('title')
      .where('user_id', '=', player.remote_id)
      .execute();
    expect(inbox.map((message) => message.title)).toEqual(['Deposit successful']);
    expect(await checkLedger(harness.context.db)).toEqual(expect.objectContaining({ ok: true }));
  });

  it('decides once: a second approval or a reject after it is a 409, and the money moved once', async () => {
    const player = await walletPlayer(harness);
    const { transactionId } = await reportManualDeposit(harness, player, { amount: 300 });
    const approve = () =>
      postAs(harness, finance.token, `/admin-api/deposits/${transactionId}/approve`);
    const results = await Promise.all([approve(), approve()]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
    const reject = await postAs(
      harness,
      finance.token,
      `/admin-api/deposits/${transactionId}/reject`,
      { reason: 'Late' },
    );
    expect(reject.statusCode).toBe(409);
    expect(reject.json()).toEqual(refusalBody(walletMessages.alreadyDecided));
    expect(await mainBalance(harness, player)).toBe(300);
  });

  it('rejection needs a reason, credits nothing and sends the reason to the inbox', async () => {
    const player = await walletPlayer(harness);
    const { transactionId } = await reportManualDeposit(harness, player, { amount: 400 });
    const url = `/admin-api/deposits/${transactionId}/reject`;
    const noReason = await postAs(harness, finance.token, url, { reason: '  ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json<{ message: string }>().message).toBe(
      walletOperationMessages.reasonRequired,
    );
    const rejected = await postAs(harness, finance.token, url, {
      reason: 'No payment with this TRX ID reached us.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await mainBalance(harness, player)).toBe(0);
    const message = await harness.context.db
      .selectFrom('inbox_messages')
      .select(['title', 'message'])
      .where('user_id', '=', player.remote_id)
      .executeTakeFirstOrThrow();
    expect(message.title).toBe('Deposit rejected');
    expect(message.message).toContain('No payment with this TRX ID reached us.');
    const audit = await harness.context.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', transactionId)
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(['deposit.reject']);
    // The player may deposit again once the pending one is decided.
    expect((await requestDeposit(player)).statusCode).toBe(200);
  });

  it('support may read the queue but not decide; players may not call the operator API', async () => {
    const player = await walletPlayer(harness);
    const { transactionId } = await reportManualDeposit(harness, player);
    const support = await signInOperator(harness, 'support');
    const read = await getAs(harness, support.token, '/admin-api/deposits');
    expect(read.statusCode).toBe(200);
    const decide = await postAs(
      harness,
      support.token,
      `/admin-api/deposits/${transactionId}/approve`,
    );
    expect(decide.statusCode).toBe(403);
    const asPlayer = await postAs(
      harness,
      player.token,
      `/admin-api/deposits/${transactionId}/approve`,
    );
    expect(asPlayer.statusCode).toBe(401);
    const unknown = await postAs(
      harness,
      finance.token,
      '/admin-api/deposits/DNOSUCHTHING/approve',
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('replays an Idempotency-Key retry and refuses the key with another payload', async () => {
    const player = await walletPlayer(harness);
    const headers = { 'idempotency-key': `key-${player.remote_id}` };
    const ask = (amount: number) =>
      post(
        '/api/ewa/request',
        player.token,
        { amount, provider: 'Nagad', type: 'Personal' },
        headers,
      );
    const first = await ask(500);
    const retry = await ask(500);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const changed = await ask(600);
    expect(changed.statusCode).toBe(422);
  });
});

describe(`keyed deposit calls that die after their commit, on ${testDialect}`, () => {
  it('reports once and approves once, answering each keyed retry with the stored answer', async () => {
    const player = await walletPlayer(harness);
    // Rocket carries no method bonus, so the approval credits the amount alone.
    const asked = ewalletDepositResponseSchema.parse(
      (await requestDeposit(player, { provider: 'Rocket' })).json(),
    );
    const trxId = uniqueTrxId();
    const report = () =>
      post(
        '/api/ewa/confirm',
        player.token,
        { trx_id: asked.transaction, trxid: trxId, number: player.phone },
        { 'idempotency-key': 'report-dies' },
      );
    const reported = await replayedAfterDeathAtCommit(harness.context.db, report);
    expect(reported.json()).toEqual({
      success: true,
      message: makePaymentMessages.success,
    });
    const deposits = await harness.context.db
      .selectFrom('wallet_transactions')
      .select('transaction_id')
      .where('user_id', '=', player.remote_id)
      .where('action', '=', 'deposit')
      .execute();
    expect(deposits).toHaveLength(1);
    await expectStoredAnswer(harness.context.db, 'report-dies', {
      scope: `user:${player.remote_id}`,
    });

    const approve = () =>
      post(
        `/admin-api/deposits/${deposits[0]!.transaction_id}/approve`,
        finance.token,
        {},
        {
          'idempotency-key': 'approve-dies',
        },
      );
    const approved = await replayedAfterDeathAtCommit(harness.context.db, approve);
    expect(approved.json()).toEqual({
      success: true,
      message: walletOperationMessages.approved,
    });
    expect(await mainBalance(harness, player)).toBe(500);
    expect(await checkLedger(harness.context.db)).toEqual(expect.objectContaining({ ok: true }));
  });
});
