/**
 * What a player may upload as deposit receipts: a burst is cut at the per-minute rate (also when
 * the uploads arrive together), the rolling day's count and bytes are capped, uploads stop while
 * the disk is nearly full, and receipts no deposit names are deleted after a day by the sweep,
 * while one a deposit names stays.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ewalletDepositResponseSchema, receiptMessages, uploadMessages } from '@khela/contract';
import { seedDemoData } from '../../seed-demo-data.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { bearer, signUpAndLogIn } from '../../testing/players.js';
import { uniqueTrxId, walletPlayer, type WalletPlayer } from '../../testing/wallet.js';
import { readFreeDiskBytes } from '../../platform/disk/free-space.js';
import { sweepUnattachedReceipts } from './receipts.js';
import { refusalBody } from '../../testing/refusal.js';
import { postAs } from '../../testing/requests.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const HOUR_MS = 60 * 60 * 1000;

function upload(harness: TestApp, token: string, body: Buffer = PNG) {
  return harness.app.inject({
    method: 'POST',
    url: '/api/deposit-receipt',
    headers: { ...bearer(token), 'content-type': 'image/png' },
    payload: body,
  });
}

/** A PNG of about `bytes` bytes (the signature, then filler the sniffer does not read). */
function pngOfSize(bytes: number): Buffer {
  return Buffer.concat([PNG, Buffer.alloc(bytes - PNG.length, 1)]);
}

async function receiptsOf(harness: TestApp, userId: number) {
  return harness.context.db
    .selectFrom('deposit_receipts')
    .select(['id', 'public_id', 'stored_name', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

async function backdate(harness: TestApp, publicId: string, ageMs: number): Promise<void> {
  await harness.context.db
    .updateTable('deposit_receipts')
    .set({ created_at: new Date(Date.now() - ageMs).toISOString() })
    .where('public_id', '=', publicId)
    .execute();
}

/** Asks for a ৳500 deposit and reports it with the receipt; answers the report's response. */
async function depositNaming(harness: TestApp, player: WalletPlayer, receiptId: string) {
  const request = await postAs(harness, player.token, '/api/ewa/request', {
    amount: 500,
    provider: 'Nagad',
    type: 'Personal',
  });
  return postAs(harness, player.token, '/api/ewa/confirm', {
    trx_id: ewalletDepositResponseSchema.parse(request.json()).transaction,
    trxid: uniqueTrxId(),
    number: player.phone,
    receipt_id: receiptId,
  });
}

const receiptFile = (harness: TestApp, storedName: string) =>
  path.join(harness.context.config.privateDir, 'receipts', storedName);

describe('with the default limits', () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await buildTestApp();
    await seedDemoData(harness.context);
  });
  afterAll(() => harness.close());

  it('takes 10 receipts a minute from a player, also when 15 arrive at once', async () => {
    const player = await signUpAndLogIn(harness.app);
    const answers = await Promise.all(
      Array.from({ length: 15 }, () => upload(harness, player.token)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(10).fill(200), ...Array<number>(5).fill(429)]);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json()).toEqual(refusalBody(receiptMessages.tooFast));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await receiptsOf(harness, player.remote_id)).toHaveLength(10);

    // Another player is not held back by the first one's burst.
    const other = await signUpAndLogIn(harness.app);
    expect((await upload(harness, other.token)).statusCode).toBe(200);
  });

  it('refuses uploads with a 503 while the disk is below the floor, and takes them after', async () => {
    const player = await signUpAndLogIn(harness.app);
    const floor = harness.context.config.uploads.minFreeDiskBytes;
    const asked: string[] = [];
    harness.context.freeDiskBytes = (directory) => {
      asked.push(directory);
      return Promise.resolve(floor - 1);
    };
    try {
      const refused = await upload(harness, player.token);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual(refusalBody(uploadMessages.paused));
      expect(refused.headers['retry-after']).toBeDefined();
      expect(asked).toContain(harness.context.config.privateDir);
      expect(await receiptsOf(harness, player.remote_id)).toHaveLength(0);
    } finally {
      harness.context.freeDiskBytes = readFreeDiskBytes;
    }
    expect((await upload(harness, player.token)).statusCode).toBe(200);
  });

  it('reads the free space of a directory not made yet from the disk it will be on', async () => {
    const free = await readFreeDiskBytes(path.join(harness.context.config.privateDir, 'x', 'y'));
    expect(free).toBeGreaterThan(0);
  });

  it('sweeps receipts no deposit names after a day and keeps the one a deposit names', async () => {
    const player = await walletPlayer(harness);
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      ids.push((await upload(harness, player.token)).json<{ receipt_id: string }>().receipt_id);
    }
    const [attached, stray, fresh] = ids as [string, string, string];
    const confirm = await depositNaming(harness, player, attached);
    expect(confirm.statusCode).toBe(200);
    await backdate(harness, attached, 25 * HOUR_MS);
    await backdate(harness, stray, 25 * HOUR_MS);
    await backdate(harness, fresh, 23 * HOUR_MS - 60_000);
    const before = await receiptsOf(harness, player.remote_id);
    for (const receipt of before) {
      expect(fs.existsSync(receiptFile(harness, receipt.stored_name))).toBe(true);
    }

    expect(await sweepUnattachedReceipts(harness.context)).toBeGreaterThanOrEqual(1);

    const after = await receiptsOf(harness, player.remote_id);
    expect(after.map((receipt) => receipt.public_id)).toEqual([attached, fresh]);
    const strayRow = before.find((receipt) => receipt.public_id === stray)!;
    expect(fs.existsSync(receiptFile(harness, strayRow.stored_name))).toBe(false);
    for (const receipt of after) {
      expect(fs.existsSync(receiptFile(harness, receipt.stored_name))).toBe(true);
    }
    // A second pass finds nothing left to delete.
    expect(await sweepUnattachedReceipts(harness.context)).toBe(0);
  });

  it('does not let a deposit name a receipt within the last hour before its deletion', async () => {
    const player = await walletPlayer(harness);
    const receiptId = (await upload(harness, player.token)).json<{ receipt_id: string }>()
      .receipt_id;
    await backdate(harness, receiptId, 23 * HOUR_MS + 60_000);
    const confirm = await depositNaming(harness, player, receiptId);
    expect(confirm.statusCode).toBe(422);
    expect(confirm.json()).toMatchObject({ errors: { receipt_id: [receiptMessages.missing] } });
  });
});

describe('the daily limits', () => {
  const harness = testAppPerFile({
    environment: {
      RECEIPT_UPLOADS_PER_MINUTE: '1000',
      RECEIPT_UPLOADS_PER_DAY: '3',
      RECEIPT_UPLOAD_MB_PER_DAY: '1',
    },
  });

  it('caps the receipts of the last 24 hours, and a day-old one makes room', async () => {
    const player = await signUpAndLogIn(harness.app);
    for (let index = 0; index < 3; index += 1) {
      expect((await upload(harness, player.token)).statusCode).toBe(200);
    }
    const refused = await upload(harness, player.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(refusalBody(receiptMessages.dailyCount));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);

    const [oldest] = await receiptsOf(harness, player.remote_id);
    await backdate(harness, oldest!.public_id, 24 * HOUR_MS + 1000);
    expect((await upload(harness, player.token)).statusCode).toBe(200);
  });

  it('caps the bytes of the last 24 hours, refusing before the body is stored', async () => {
    const player = await signUpAndLogIn(harness.app);
    expect((await upload(harness, player.token, pngOfSize(600 * 1024))).statusCode).toBe(200);
    const refused = await upload(harness, player.token, pngOfSize(600 * 1024));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(refusalBody(receiptMessages.dailyBytes));
    expect(await receiptsOf(harness, player.remote_id)).toHaveLength(1);
    // What is left of the day's bytes still takes a small one.
    expect((await upload(harness, player.token, pngOfSize(100 * 1024))).statusCode).toBe(200);
  });
});
