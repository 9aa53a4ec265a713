/**
 * The app a test file shares across its tests (or a describe block across its own): built (and,
 * when asked, seeded with the demo data) in a beforeAll and closed in an afterAll, so a file states
 * what it needs in one line and its own beforeAll holds only what is particular to it.
 */
import { afterAll, beforeAll } from 'vitest';
import type { OperatorRole } from '@khela/contract';
import { seedDemoData } from '../seed-demo-data.js';
import { buildTestApp, type TestApp, type TestAppOptions } from './build-test-app.js';
import { signInEveryRole, signInOperator } from './operators.js';

export interface TestAppPerFileOptions extends TestAppOptions {
  /** Settings over the test defaults, as `buildTestApp` takes them. */
  environment?: Record<string, string>;
  /** The demo catalogue, payment methods and settings, in place before the file's own beforeAll. */
  seedDemoData?: boolean;
}

/**
 * Registers the file's build and close, and answers the app as a `TestApp` that may be used from
 * the file's own hooks and tests on; registered first, its beforeAll runs before theirs.
 */
export function testAppPerFile(options: TestAppPerFileOptions = {}): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp(options.environment, options);
    if (options.seedDemoData) await seedDemoData(built.context);
  });
  afterAll(() => built?.close());
  const current = (): TestApp => {
    if (!built) throw new Error('the test app is built in beforeAll: use it from a hook or a test');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get context() {
      return current().context;
    },
    close: () => current().close(),
  };
}

/** One operator of every role, signed in on the file's app before its own beforeAll: tokens by role. */
export function everyRolePerFile(harness: TestApp): Readonly<Record<OperatorRole, string>> {
  const tokens = {} as Record<OperatorRole, string>;
  beforeAll(async () => {
    Object.assign(tokens, await signInEveryRole(harness));
  });
  return tokens;
}

/** A fresh operator of the role, signed in on the file's app before its own beforeAll: its token. */
export function operatorPerFile(harness: TestApp, role: OperatorRole): { readonly token: string } {
  const operator = { token: '' };
  beforeAll(async () => {
    operator.token = (await signInOperator(harness, role)).token;
  });
  return operator;
}
