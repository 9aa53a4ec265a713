/** Taking, renewing and giving up a named lease (one holder at a time; expired leases are free). */
import type { Executor } from '../ledger/ledger.js';

export async function acquireNamedLease(
  db: Executor,
  lease: { name: string; holder: string; now: string; expiresAt: string },
): Promise<boolean> {
  const row = await db
    .insertInto('service_leases')
    .values({ name: lease.name, holder: lease.holder, expires_at: lease.expiresAt })
    .onConflict((conflict) =>
      conflict
        .column('name')
        .doUpdateSet({ holder: lease.holder, expires_at: lease.expiresAt })
        .where((eb) =>
          eb.or([
            eb('service_leases.holder', '=', lease.holder),
            eb('service_leases.expires_at', '<', lease.now),
          ]),
        ),
    )
    .returning('holder')
    .executeTakeFirst();
  return row?.holder === lease.holder;
}

export async function releaseNamedLease(db: Executor, name: string, holder: string): Promise<void> {
  await db
    .deleteFrom('service_leases')
    .where('name', '=', name)
    .where('holder', '=', holder)
    .execute();
}

/** The lease's holder and expiry as stored (expired or not), or undefined when nobody holds it. */
export async function findNamedLease(
  db: Executor,
  name: string,
): Promise<{ holder: string; expiresAt: string } | undefined> {
  const row = await db
    .selectFrom('service_leases')
    .select(['holder', 'expires_at'])
    .where('name', '=', name)
    .executeTakeFirst();
  return row && { holder: row.holder, expiresAt: row.expires_at };
}

/**
 * Renews in one statement every lease of `names` still held by `holder` (expired ones too, when
 * nobody has taken them since); answers the names renewed. A name missing from the answer was
 * taken by another holder.
 */
export async function renewNamedLeases(
  db: Executor,
  lease: { names: readonly string[]; holder: string; expiresAt: string },
): Promise<string[]> {
  if (lease.names.length === 0) return [];
  const rows = await db
    .updateTable('service_leases')
    .set({ expires_at: lease.expiresAt })
    .where('holder', '=', lease.holder)
    .where('name', 'in', lease.names)
    .returning('name')
    .execute();
  return rows.map((row) => row.name);
}

/** Gives up several leases of one holder in one statement. */
export async function releaseNamedLeases(
  db: Executor,
  names: readonly string[],
  holder: string,
): Promise<void> {
  if (names.length === 0) return;
  await db
    .deleteFrom('service_leases')
    .where('name', 'in', names)
    .where('holder', '=', holder)
    .execute();
}
