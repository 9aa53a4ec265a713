/**
 * Proves postTransfers' promises on a real database (SQLite, and PostgreSQL when configured): a
 * set of transfers writes one row each and changes each balance once by its net, a player
 * account is guarded at the deepest point the set takes it to, repeats and reuses answer as
 * `move` does, system accounts netted in a commit group are written once before the commit and
 * leave with a call rolled back to its savepoint, and account ids are never taken from another
 * database or from a rolled-back call.
 */
import { describe, expect, it } from 'vitest';
import { paisa } from '@khela/contract';
import { buildTestApp, testDialect, type TestApp } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { signUpAndLogIn } from '../../testing/players.js';
import { CommitGroups } from '../db/group-commit.js';
import { DomainError } from '../errors/domain-error.js';
import { checkLedger } from './invariant.js';
import { ensureSystemAccount, playerBalancePaisa } from './ledger.js';
import { move } from './move.js';
import { postTransfers, type Posting } from './posting.js';

const harness = testAppPerFile();
let keySequence = 0;

const key = (prefix: string) => `posting-test:${prefix}:${(keySequence += 1)}`;

async function fundedPlayer(target: TestApp, amountPaisa: number): Promise<number> {
  const player = await signUpAndLogIn(target.app);
  await target.context.db.transaction().execute((trx) =>
    move(trx, {
      from: { kind: 'demo_funding' },
      to: { kind: 'player_main', userId: player.remote_id },
      currency: 'BDT',
      amountPaisa: paisa(amountPaisa),
      code: 'demo_credit',
      idempotencyKey: key('fund'),
    }),
  );
  return player.remote_id;
}

/** A round's bet and win between the player's Main Wallet and the game provider. */
function round(userId: number, stakePaisa: number, winPaisa: number): Posting[] {
  const player = { kind: 'player_main', userId } as const;
  const provider = { kind: 'game_provider' } as const;
  const postings: Posting[] = [
    {
      from: player,
      to: provider,
      amountPaisa: paisa(stakePaisa),
      code: 'casino_bet',
      idempotencyKey: key('bet'),
    },
  ];
  if (winPaisa > 0) {
    postings.push({
      from: provider,
      to: player,
      amountPaisa: paisa(winPaisa),
      code: 'casino_win',
      idempotencyKey: key('win'),
    });
  }
  return postings;
}

async function providerBalance(target: TestApp): Promise<number> {
  const row = await target.context.db
    .selectFrom('ledger_accounts')
    .select('balance_paisa')
    .where('kind', '=', 'game_provider')
    .executeTakeFirst();
  return row?.balance_paisa ?? 0;
}

const transfersOf = (keys: string[]) =>
  harness.context.db
    .selectFrom('ledger_transfers')
    .select(['idempotency_key', 'amount_paisa', 'code'])
    .where('idempotency_key', 'in', keys)
    .orderBy('id')
    .execute();

describe(`posted transfers on ${testDialect}`, () => {
  it('writes a row per transfer and changes each balance once, by its net', async () => {
    const userId = await fundedPlayer(harness, 1_000);
    const before = await providerBalance(harness);
    const postings = round(userId, 500, 1_200);
    const posted = await harness.context.db
      .transaction()
      .execute((trx) => postTransfers(trx, 'BDT', postings));
    expect(posted.status).toBe('created');
    if (posted.status !== 'created') return;
    expect(posted.accounts.get(`player_main:${userId}:BDT`)?.balancePaisa).toBe(1_700);
    expect(await playerBalancePaisa(harness.context.db, userId, 'player_main')).toBe(1_700);
    expect(await providerBalance(harness)).toBe(before - 700);
    expect(await transfersOf(postings.map((posting) => posting.idempotencyKey))).toEqual([
      { idempotency_key: postings[0]!.idempotencyKey, amount_paisa: 500, code: 'casino_bet' },
      { idempotency_key: postings[1]!.idempotencyKey, amount_paisa: 1_200, code: 'casino_win' },
    ]);
    expect((await checkLedger(harness.context.db)).ok).toBe(true);
  });

  it('refuses a set that would take a player below zero part way, even if it ends above', async () => {
    const userId = await fundedPlayer(harness, 400);
    const postings = round(userId, 500, 5_000);
    await expect(
      harness.context.db.transaction().execute((trx) => postTransfers(trx, 'BDT', postings)),
    ).rejects.toMatchObject({ code: 'insufficient_funds' });
    expect(await playerBalancePaisa(harness.context.db, userId, 'player_main')).toBe(400);
    expect(await transfersOf(postings.map((posting) => posting.idempotencyKey))).toEqual([]);
  });

  it('answers a repeat with the first transfers and moves nothing, even when now unaffordable', async () => {
    const userId = await fundedPlayer(harness, 500);
    const postings = round(userId, 500, 0);
    const post = () =>
      harness.context.db.transaction().execute((trx) => postTransfers(trx, 'BDT', postings));
    expect((await post()).status).toBe('created');
    const again = await post();
    expect(again.status).toBe('exists');
    expect(again.transfers.map((row) => row.idempotency_key)).toEqual([
      postings[0]!.idempotencyKey,
    ]);
    expect(await playerBalancePaisa(harness.context.db, userId, 'player_main')).toBe(0);

    const changed = [{ ...postings[0]!, amountPaisa: paisa(400) }];
    const funded = await fundedPlayer(harness, 1_000);
    await expect(
      harness.context.db.transaction().execute((trx) => postTransfers(trx, 'BDT', changed)),
    ).rejects.toBeInstanceOf(DomainError);
    // The same key from another player's set is a reuse too, and moves nothing.
    const stolen = [{ ...postings[0]!, from: { kind: 'player_main' as const, userId: funded } }];
    await expect(
      harness.context.db.transaction().execute((trx) => postTransfers(trx, 'BDT', stolen)),
    ).rejects.toMatchObject({ code: 'idempotency_key_reused' });
    expect(await playerBalancePaisa(harness.context.db, funded, 'player_main')).toBe(1_000);
    expect(await checkLedger(harness.context.db)).toMatchObject({ ok: true });
  });

  it('in a commit group, writes the provider once and drops a rolled-back call entirely', async () => {
    const groups = new CommitGroups(harness.context.db);
    const players = [
      await fundedPlayer(harness, 1_000),
      await fundedPlayer(harness, 1_000),
      await fundedPlayer(harness, 1_000),
    ];
    const before = await providerBalance(harness);
    const sets = players.map((userId, index) => round(userId, 300, index * 100));
    const results = await Promise.allSettled(
      sets.map((postings, index) =>
        groups.run(async (trx) => {
          await postTransfers(trx, 'BDT', postings);
          // The second call fails after its transfers were posted and netted.
          if (index === 1) throw new Error('refused after posting');
          return index;
        }),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    // SQLite groups the three into one commit; PostgreSQL's groups run them as they come.
    if (testDialect === 'sqlite') expect(groups.committedGroups).toBe(1);
    expect(await providerBalance(harness)).toBe(before + 300 + (300 - 200));
    expect(await transfersOf(sets[1]!.map((posting) => posting.idempotencyKey))).toEqual([]);
    expect(await playerBalancePaisa(harness.context.db, players[1]!, 'player_main')).toBe(1_000);
    expect(await playerBalancePaisa(harness.context.db, players[2]!, 'player_main')).toBe(900);
    expect((await checkLedger(harness.context.db)).ok).toBe(true);
  });

  it('never takes an account id from another database or from a call rolled back', async () => {
    // A second database whose game provider account has another id than the first's.
    const other = await buildTestApp();
    try {
      await other.context.db.transaction().execute(async (trx) => {
        await ensureSystemAccount(trx, 'house', 'BDT');
        await ensureSystemAccount(trx, 'bonus_funding', 'BDT');
      });
      const here = await fundedPlayer(harness, 5_000);
      const there = await fundedPlayer(other, 5_000);
      for (let turn = 0; turn < 3; turn += 1) {
        for (const [target, userId] of [
          [harness, here],
          [other, there],
        ] as const) {
          await new CommitGroups(target.context.db).run((trx) =>
            postTransfers(trx, 'BDT', round(userId, 100, 0)),
          );
        }
      }
      expect(await playerBalancePaisa(other.context.db, there, 'player_main')).toBe(4_700);
      expect((await checkLedger(other.context.db)).ok).toBe(true);
      expect((await checkLedger(harness.context.db)).ok).toBe(true);

      // The first call ever to open an account (here the game provider's in a new currency's
      // sense: a fresh database) rolls back; the calls after it find the account anew.
      const fresh = await buildTestApp();
      try {
        const userId = await fundedPlayer(fresh, 1_000);
        const groups = new CommitGroups(fresh.context.db);
        const results = await Promise.allSettled([
          groups.run(async (trx) => {
            await postTransfers(trx, 'BDT', round(userId, 100, 0));
            throw new Error('refused after opening the provider account');
          }),
          groups.run((trx) => postTransfers(trx, 'BDT', round(userId, 100, 0))),
        ]);
        expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled']);
        await groups.run((trx) => postTransfers(trx, 'BDT', round(userId, 100, 0)));
        expect(await providerBalance(fresh)).toBe(200);
        expect((await checkLedger(fresh.context.db)).ok).toBe(true);
      } finally {
        await fresh.close();
      }
    } finally {
      await other.close();
    }
  });
});
