/** The captcha sweep deletes by expiry; without an index it scans the whole table each time. */
import type { Kysely, Migration } from 'kysely';

export function captchaExpiryIndexMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('captcha_challenges_expires_at')
        .on('captcha_challenges')
        .column('expires_at')
        .execute();
    },
  };
}
