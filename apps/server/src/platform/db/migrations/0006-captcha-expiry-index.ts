/** The captcha sweep deletes by expiry; without an index it scans the whole table each time. */
import type { Kysely, Migration } from 'kysely';
import { createIndex } from './indexes.js';

export function captchaExpiryIndexMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createIndex(db, 'captcha_challenges_expires_at', 'captcha_challenges', ['expires_at']);
    },
  };
}
