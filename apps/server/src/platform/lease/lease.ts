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
