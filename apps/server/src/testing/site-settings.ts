/** Test-only access to site settings, so tests change them the way the operator console will. */
import type { TestApp } from './build-test-app.js';
import { upsertSetting } from '../features/site/queries.js';

export function upsertSettingForTest(harness: TestApp, key: string, value: unknown): Promise<void> {
  return upsertSetting(harness.context.db, key, value, new Date().toISOString());
}
