/** Migration 0018 on a database made before it: every `admin` operator becomes an `owner`. */
import { Migrator } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../dialect.js';
import { migrateToLatest, migrationsFor } from '../migrate.js';

const handle = openDatabase('file::memory:');
afterAll(() => handle.db.destroy());

describe('migration 0018 (sqlite)', () => {
  it('turns admin operators into owners and leaves the other roles be', async () => {
    const migrator = new Migrator({
      db: handle.db,
      provider: { getMigrations: () => Promise.resolve(migrationsFor(handle)) },
    });
    const before = await migrator.migrateTo('0017-drop-crash-engine-lease');
    expect(before.error).toBeUndefined();
    const now = new Date().toISOString();
    for (const [username, role] of [
      ['boss', 'admin'],
      ['cashier', 'finance'],
    ] as const) {
      await handle.db
        .insertInto('operators')
        // The role column held 'admin' before this migration; the current type no longer has it.
        .values({
          username,
          username_key: username,
          password_hash: 'x',
          role: role as 'owner',
          status: 'active',
          last_login_at: null,
          created_at: now,
        })
        .execute();
    }
    await migrateToLatest(handle);
    const rows = await handle.db
      .selectFrom('operators')
      .select(['username', 'role', 'totp_enabled_at'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { username: 'boss', role: 'owner', totp_enabled_at: null },
      { username: 'cashier', role: 'finance', totp_enabled_at: null },
    ]);
  });
});
