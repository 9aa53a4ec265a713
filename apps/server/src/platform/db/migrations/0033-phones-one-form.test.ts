/**
 * Migration 0033 on a database made before it: phones kept with the country code are rewritten
 * in the stored form, unless another row already holds that form.
 */
import { Migrator } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../dialect.js';
import { migrateToLatest, migrationsFor } from '../migrate.js';
import { insertBareUser } from '../../../testing/user-rows.js';

const handle = openDatabase('file::memory:');
afterAll(() => handle.db.destroy());

const addPlayer = (username: string, phone: string) =>
  insertBareUser(handle.db, { username, phone, phoneVerified: true });

describe('migration 0033 (sqlite)', () => {
  it('stores phones kept with the country code in the one form, leaving clashes be', async () => {
    const migrator = new Migrator({
      db: handle.db,
      provider: { getMigrations: () => Promise.resolve(migrationsFor(handle)) },
    });
    expect((await migrator.migrateTo('0032-deposit-bonus-parts')).error).toBeUndefined();
    const coded = await addPlayer('coded', '8801711223344');
    const home = await addPlayer('home', '01811223344');
    const clash = await addPlayer('clash', '8801811223344');
    await handle.db
      .insertInto('extra_phones')
      .values({
        user_id: home,
        slot: 1,
        phone: '008801911223344',
        verified_at: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    await migrateToLatest(handle);
    const phones = await handle.db.selectFrom('users').select(['id', 'phone']).execute();
    expect(new Map(phones.map((row) => [row.id, row.phone]))).toEqual(
      new Map([
        [coded, '01711223344'],
        [home, '01811223344'],
        // Its stored form is another player's number: left for support.
        [clash, '8801811223344'],
      ]),
    );
    const extra = await handle.db.selectFrom('extra_phones').select('phone').execute();
    expect(extra.map((row) => row.phone)).toEqual(['01911223344']);
  });
});
