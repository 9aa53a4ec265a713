/** `npm run ledger:check`: runs the invariant check against DATABASE_URL; exit 1 when it fails. */
import { loadConfig } from '../../config.js';
import { openDatabase } from '../db/dialect.js';
import { migrateToLatest } from '../db/migrate.js';
import { checkLedger } from './invariant.js';

const config = loadConfig();
const handle = openDatabase(config.databaseUrl);
try {
  await migrateToLatest(handle);
  const result = await checkLedger(handle.db);
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  process.exitCode = result.ok ? 0 : 1;
} finally {
  await handle.db.destroy();
}
