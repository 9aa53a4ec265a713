/**
 * Identity checks through the API: photo uploads (type from the first bytes, photos only, another
 * player's photo refused), the submission's field, birthday and age checks, one pending at a time
 * (also under a race), the console's queue, photos and decisions (each once, audited, told to the
 * player), and the withdrawal that needs an approved identity above the thresholds.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  fillMessage,
  identityAdminMessages,
  identityCheckSchema,
  identityMessages,
  identityStatusSchema,
  siteAdminMessages,
  type IdentityCheck,
} from '@khela/contract';
import { testDialect } from '../../testing/build-test-app.js';
import { operatorPerFile, testAppPerFile } from '../../testing/test-app-per-file.js';
import { signInOperator } from '../../testing/operators.js';
import { bearer } from '../../testing/players.js';
import { codeOf } from '../../testing/refusal.js';
import { sweepUnattachedIdentityFiles } from './files.js';
import { getAs, postAs } from '../../testing/requests.js';
import { upsertSettingForTest } from '../../testing/site-settings.js';
import {
  mainBalance,
  pendingWithdrawalId,
  submitWithdrawal,
  walletPlayer,
  withdrawablePlayer,
  type WalletPlayer,
} from '../../testing/wallet.js';

const harness = testAppPerFile({ seedDemoData: true });
const finance = operatorPerFile(harness, 'finance');
const support = operatorPerFile(harness, 'support');

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex');
const PDF = Buffer.from('%PDF-1.7\n%test\n');

function upload(player: WalletPlayer, body: Buffer = PNG, contentType = 'image/png') {
  return harness.app.inject({
    method: 'POST',
    url: '/api/identity/file',
    headers: { ...bearer(player.token), 'content-type': contentType },
    payload: body,
  });
}

async function uploadedId(player: WalletPlayer, body: Buffer = PNG): Promise<string> {
  const response = await upload(player, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ file_id: string }>().file_id;
}

/** An NID submission with three fresh photos, as the page sends it. */
async function nidSubmission(player: WalletPlayer, overrides: Record<string, unknown> = {}) {
  return {
    document_type: 'nid',
    document_number: '1234567890',
    date_of_birth: '1990-05-17',
    front_file_id: await uploadedId(player),
    back_file_id: await uploadedId(player, JPEG),
    selfie_file_id: await uploadedId(player),
    ...overrides,
  };
}

function submit(player: WalletPlayer, body: Record<string, unknown>) {
  return postAs(harness, player.token, '/api/identity', body);
}

async function submitted(player: WalletPlayer): Promise<IdentityCheck> {
  const response = await submit(player, await nidSubmission(player));
  expect(response.statusCode, response.body).toBe(200);
  const queue = await getAs(harness, finance.token, '/admin-api/identity-checks?status=pending');
  const check = queue
    .json<{ data: IdentityCheck[] }>()
    .data.find((row) => row.user_id === player.remote_id);
  if (!check) throw new Error('the submission is not in the queue');
  return check;
}

async function statusOf(player: WalletPlayer) {
  const response = await getAs(harness, player.token, '/api/identity');
  expect(response.statusCode).toBe(200);
  return identityStatusSchema.parse(response.json());
}

const decide = (check: IdentityCheck, decision: string, body?: Record<string, unknown>) =>
  postAs(harness, finance.token, `/admin-api/identity-checks/${check.id}/${decision}`, body);

describe(`identity photos on ${testDialect}`, () => {
  it('takes a PNG or JPEG by its first bytes and refuses a PDF or text, whatever the claim', async () => {
    const player = await walletPlayer(harness);
    expect((await upload(player, JPEG, 'application/octet-stream')).statusCode).toBe(200);
    const pdf = await upload(player, PDF, 'image/png');
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json<{ message: string }>().message).toBe(identityMessages.fileWrongType);
    const text = await upload(player, Buffer.from('hello'), 'image/jpeg');
    expect(text.json<{ message: string }>().message).toBe(identityMessages.fileWrongType);
    const stored = await harness.context.db
      .selectFrom('identity_files')
      .select(['content_type'])
      .where('user_id', '=', player.remote_id)
      .execute();
    expect(stored).toEqual([{ content_type: 'image/jpeg' }]);
  });

  it('needs a session, and is never served under /storage', async () => {
    const anonymous = await harness.app.inject({
      method: 'POST',
      url: '/api/identity/file',
      headers: { 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(anonymous.statusCode).toBe(401);
    const player = await walletPlayer(harness);
    const fileId = await uploadedId(player);
    const row = await harness.context.db
      .selectFrom('identity_files')
      .select('stored_name')
      .where('public_id', '=', fileId)
      .executeTakeFirstOrThrow();
    for (const url of [`/storage/identity/${row.stored_name}`, `/storage/${row.stored_name}`]) {
      expect((await harness.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

describe(`stray identity photos on ${testDialect}`, () => {
  it('deletes a day-old photo no submission names, row and file, and keeps the named ones', async () => {
    const player = await walletPlayer(harness);
    const stray = await uploadedId(player);
    await submitted(player);
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString();
    await harness.context.db
      .updateTable('identity_files')
      .set({ created_at: dayAgo })
      .where('user_id', '=', player.remote_id)
      .execute();
    const filesOf = () =>
      harness.context.db
        .selectFrom('identity_files')
        .select(['public_id', 'stored_name'])
        .where('user_id', '=', player.remote_id)
        .execute();
    const strayRow = (await filesOf()).find((row) => row.public_id === stray)!;
    const strayPath = path.join(
      harness.context.config.privateDir,
      'identity',
      strayRow.stored_name,
    );
    expect(fs.existsSync(strayPath)).toBe(true);

    expect(await sweepUnattachedIdentityFiles(harness.context)).toBeGreaterThanOrEqual(1);
    const left = await filesOf();
    expect(left.map((row) => row.public_id)).not.toContain(stray);
    expect(left).toHaveLength(3);
    expect(fs.existsSync(strayPath)).toBe(false);
    for (const row of left) {
      const kept = path.join(harness.context.config.privateDir, 'identity', row.stored_name);
      expect(fs.existsSync(kept)).toBe(true);
    }
  });
});

describe(`identity submission on ${testDialect}`, () => {
  it('refuses each field with its own message', async () => {
    const player = await walletPlayer(harness);
    const empty = await submit(player, {});
    expect(empty.statusCode).toBe(422);
    const errors = empty.json<{ errors: Record<string, string[]> }>().errors;
    expect(errors['document_type']).toEqual([identityMessages.documentTypeInvalid]);
    expect(errors['date_of_birth']).toEqual([identityMessages.dateOfBirthRequired]);
    expect(errors['front_file_id']).toEqual([identityMessages.frontRequired]);
    expect(errors['selfie_file_id']).toEqual([identityMessages.selfieRequired]);

    const body = await nidSubmission(player);
    const shortNid = await submit(player, { ...body, document_number: '12345' });
    expect(shortNid.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      document_number: [identityMessages.nidNumberInvalid],
    });
    const noBack = await submit(player, { ...body, back_file_id: '' });
    expect(noBack.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      back_file_id: [identityMessages.backRequired],
    });
    const badPassport = await submit(player, { ...body, document_type: 'passport' });
    expect(badPassport.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      document_number: [identityMessages.passportNumberInvalid],
    });
    expect((await statusOf(player)).state).toBe('none');
  });

  it('needs the profile birthday first, then the same date, and stores nothing otherwise', async () => {
    const noBirthday = await walletPlayer(harness, { birthday: null });
    const refused = await submit(noBirthday, await nidSubmission(noBirthday));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: codeOf(identityMessages.birthdayMissing),
      errors: { date_of_birth: [identityMessages.birthdayMissing] },
    });
    expect((await statusOf(noBirthday)).birthday).toBeNull();

    const player = await walletPlayer(harness);
    const mismatch = await submit(
      player,
      await nidSubmission(player, { date_of_birth: '1990-05-18' }),
    );
    expect(mismatch.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      date_of_birth: [identityMessages.dateOfBirthMismatch],
    });
    const rows = await harness.context.db
      .selectFrom('identity_checks')
      .select('id')
      .where('user_id', 'in', [player.remote_id, noBirthday.remote_id])
      .execute();
    expect(rows).toEqual([]);
  });

  it("refuses another player's photo, or one of its own uploaded more than a day ago", async () => {
    const player = await walletPlayer(harness);
    const other = await walletPlayer(harness);
    const body = await nidSubmission(player, { selfie_file_id: await uploadedId(other) });
    const refused = await submit(player, body);
    expect(refused.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      selfie_file_id: [identityMessages.fileMissing],
    });
    await harness.context.db
      .updateTable('identity_files')
      .set({ created_at: new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString() })
      .where('public_id', '=', String(body.front_file_id))
      .execute();
    const old = await submit(player, { ...body, selfie_file_id: await uploadedId(player) });
    expect(old.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      front_file_id: [identityMessages.fileMissing],
    });
  });

  it('keeps one pending submission, even when two arrive at once', async () => {
    const player = await walletPlayer(harness);
    const body = await nidSubmission(player);
    const results = await Promise.all([submit(player, body), submit(player, body)]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
    const refused = results.find((result) => result.statusCode === 409)!;
    expect(refused.json<{ message: string }>().message).toBe(identityMessages.alreadyPending);
    const status = await statusOf(player);
    expect(status).toMatchObject({ state: 'pending', document_type: 'nid', reason: null });
    expect(status.birthday).toBe('1990-05-17');
  });

  it('takes a passport without a back photo', async () => {
    const player = await walletPlayer(harness);
    const response = await submit(player, {
      ...(await nidSubmission(player)),
      document_type: 'passport',
      document_number: 'a0 1234567',
      back_file_id: undefined,
    });
    expect(response.statusCode, response.body).toBe(200);
    const check = await harness.context.db
      .selectFrom('identity_checks')
      .select(['document_number', 'back_file_id'])
      .where('user_id', '=', player.remote_id)
      .executeTakeFirstOrThrow();
    expect(check).toEqual({ document_number: 'A01234567', back_file_id: null });
  });
});

describe(`identity review in the console on ${testDialect}`, () => {
  it('lists pending checks first and serves each photo to operators only, as a download', async () => {
    const player = await walletPlayer(harness);
    const check = identityCheckSchema.parse(await submitted(player));
    expect(check).toMatchObject({
      username: player.username,
      parts: ['front', 'back', 'selfie'],
      profile_birthday: '1990-05-17',
      status: 'pending',
    });
    const all = await getAs(harness, support.token, '/admin-api/identity-checks?status=all');
    const statuses = all.json<{ data: IdentityCheck[] }>().data.map((row) => row.status);
    expect(statuses.indexOf('pending')).toBe(0);

    const back = await getAs(
      harness,
      support.token,
      `/admin-api/identity-checks/${check.id}/files/back`,
    );
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('image/jpeg');
    expect(back.headers['content-disposition']).toMatch(/^attachment/);
    expect(back.rawPayload.equals(JPEG)).toBe(true);
    const asPlayer = await getAs(
      harness,
      player.token,
      `/admin-api/identity-checks/${check.id}/files/front`,
    );
    expect(asPlayer.statusCode).toBe(401);
    const unknown = await getAs(
      harness,
      support.token,
      `/admin-api/identity-checks/999999/files/front`,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('lets support look but not decide', async () => {
    const player = await walletPlayer(harness);
    const check = await submitted(player);
    const refused = await postAs(
      harness,
      support.token,
      `/admin-api/identity-checks/${check.id}/approve`,
    );
    expect(refused.statusCode).toBe(403);
    expect((await statusOf(player)).state).toBe('pending');
  });

  it('decides once: two operators at the same instant get one 200 and one 409', async () => {
    const player = await walletPlayer(harness);
    const check = await submitted(player);
    const results = await Promise.all([
      decide(check, 'approve'),
      decide(check, 'reject', { reason: 'The photo is blurred.' }),
    ]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
    const late = await decide(check, 'approve');
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toBe(identityAdminMessages.alreadyDecided);
    const audits = await harness.context.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'identity_check')
      .where('target_id', '=', String(check.id))
      .execute();
    expect(audits).toHaveLength(1);
  });

  it('rejects with a reason the player reads, who may then submit again', async () => {
    const player = await walletPlayer(harness);
    const check = await submitted(player);
    const noReason = await decide(check, 'reject', { reason: ' ' });
    expect(noReason.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      reason: [identityAdminMessages.reasonRequired],
    });
    const rejected = await decide(check, 'reject', { reason: 'The selfie does not show a face.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<{ data: IdentityCheck }>().data).toMatchObject({
      status: 'rejected',
      decided_by: expect.any(String) as unknown,
    });
    expect(await statusOf(player)).toMatchObject({
      state: 'rejected',
      reason: 'The selfie does not show a face.',
    });
    const inbox = await harness.context.db
      .selectFrom('inbox_messages')
      .select(['title', 'message'])
      .where('user_id', '=', player.remote_id)
      .execute();
    expect(inbox).toContainEqual({
      title: identityMessages.rejectedTitle,
      message: fillMessage(identityMessages.rejectedNotice, {
        reason: 'The selfie does not show a face.',
      }),
    });
    expect((await submit(player, await nidSubmission(player))).statusCode).toBe(200);
    expect((await statusOf(player)).state).toBe('pending');
  });

  it('asks again with a reason, audited with it', async () => {
    const player = await walletPlayer(harness);
    const check = await submitted(player);
    const asked = await decide(check, 'resubmit', { reason: 'The back of the NID is missing.' });
    expect(asked.json<{ message: string }>().message).toBe(identityAdminMessages.resubmitAsked);
    expect(await statusOf(player)).toMatchObject({
      state: 'resubmit',
      reason: 'The back of the NID is missing.',
    });
    const audit = await harness.context.db
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .where('target_type', '=', 'identity_check')
      .where('target_id', '=', String(check.id))
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('identity.resubmit');
    expect(JSON.parse(audit.detail)).toEqual({
      user_id: player.remote_id,
      reason: 'The back of the NID is missing.',
    });
  });
});

describe(`withdrawals that need an identity on ${testDialect}`, () => {
  it('refuses one above the threshold until the identity is approved, holding nothing', async () => {
    const player = await withdrawablePlayer(harness, 15_000);
    const refused = await submitWithdrawal(harness, player, { amount: 12_000 });
    const message = fillMessage(identityMessages.withdrawalNeedsIdentity, {
      threshold: '৳10,000.00',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      success: false,
      code: codeOf(message),
      params: { threshold: '৳10,000.00' },
      message,
      error: message,
    });
    expect(await mainBalance(harness, player)).toBe(15_000);
    expect((await statusOf(player)).thresholds).toEqual({
      single_withdrawal: 10_000,
      lifetime_withdrawal: 100_000,
    });

    expect((await decide(await submitted(player), 'approve')).statusCode).toBe(200);
    expect((await statusOf(player)).state).toBe('approved');
    const again = await submit(player, await nidSubmission(player));
    expect(again.json<{ message: string }>().message).toBe(identityMessages.alreadyApproved);
    const taken = await submitWithdrawal(harness, player, { amount: 12_000 });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await mainBalance(harness, player)).toBe(3_000);
  });

  it('takes the thresholds from the console, whole taka from 0 up', async () => {
    const owner = await signInOperator(harness, 'owner');
    const refused = await postAs(harness, owner.token, '/admin-api/site/settings', {
      kyc_withdrawal_threshold_taka: -1,
    });
    expect(refused.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      kyc_withdrawal_threshold_taka: [siteAdminMessages.identityThresholdInvalid],
    });
    const saved = await postAs(harness, owner.token, '/admin-api/site/settings', {
      kyc_withdrawal_threshold_taka: 500,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const player = await withdrawablePlayer(harness, 2_000);
      expect((await submitWithdrawal(harness, player, { amount: 501 })).statusCode).toBe(400);
      expect((await statusOf(player)).thresholds.single_withdrawal).toBe(500);
    } finally {
      await upsertSettingForTest(harness, 'kyc_withdrawal_threshold_taka', 10_000);
    }
  });

  it('counts paid and pending withdrawals toward the lifetime total', async () => {
    await upsertSettingForTest(harness, 'kyc_lifetime_withdrawal_taka', 1_000);
    try {
      const player = await withdrawablePlayer(harness, 2_000);
      expect((await submitWithdrawal(harness, player, { amount: 600 })).statusCode).toBe(200);
      const id = await pendingWithdrawalId(harness, player);
      const paid = await postAs(harness, finance.token, `/admin-api/withdrawals/${id}/pay`, {});
      expect(paid.statusCode, paid.body).toBe(200);
      const refused = await submitWithdrawal(harness, player, { amount: 500 });
      expect(refused.json<{ message: string }>().message).toBe(
        fillMessage(identityMessages.lifetimeNeedsIdentity, { threshold: '৳1,000.00' }),
      );
      expect(await mainBalance(harness, player)).toBe(1_400);
    } finally {
      await upsertSettingForTest(harness, 'kyc_lifetime_withdrawal_taka', 100_000);
    }
  });
});
