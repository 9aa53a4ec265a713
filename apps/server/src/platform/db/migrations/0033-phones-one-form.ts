/**
 * Phones stored before every phone field read numbers in one form (`normalizePhoneNumber`): a
 * player's primary or extra phone kept with the country code (8801711…, 00880…, +880…) is
 * rewritten in the form the site stores (01711…), so a sign-in by phone, a withdrawal to it and
 * the duplicate check find it. A number whose stored form another row already holds stays as it
 * was: two accounts on one number are support's to settle, not a migration's.
 */
import { normalizePhoneNumber } from '@khela/contract';
import { sql, type Kysely, type Migration } from 'kysely';

const phoneTables = ['users', 'extra_phones'] as const;

async function isTaken(db: Kysely<unknown>, phone: string): Promise<boolean> {
  const found = await sql<{ phone: string }>`
    select phone from users where phone = ${phone}
    union all
    select phone from extra_phones where phone = ${phone}`.execute(db);
  return found.rows.length > 0;
}

export function phonesOneFormMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const table of phoneTables) {
        // Only a number written with a code or a sign can differ from its stored form: the
        // fields took digits alone before, so the rest are already in it.
        const candidates = await sql<{ id: number; phone: string }>`
          select id, phone from ${sql.table(table)}
          where phone like '88%' or phone like '00%' or phone like '+%'`.execute(db);
        for (const row of candidates.rows) {
          const stored = normalizePhoneNumber(row.phone);
          if (stored === row.phone || (await isTaken(db, stored))) continue;
          await sql`update ${sql.table(table)} set phone = ${stored} where id = ${row.id}`.execute(
            db,
          );
        }
      }
    },
  };
}
