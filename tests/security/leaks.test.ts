/**
 * Item 6 of the abuse suite, the other half: every test file scans the answers it was given
 * (leak-scan.ts); this one shows the scan catches what it looks for, and that the server's last
 * line of defence holds: a bug that throws, with SQL, a file path or a database error in its text,
 * answers a bare 500 whose body says none of it.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../apps/server/src/testing/build-test-app.js';
import { findLeaks } from './leak-scan.js';
import { answers, call, type Answer } from './probe.js';

let harness: TestApp;
beforeAll(async () => {
  harness = await buildTestApp(
    {},
    {
      routes: (app) => {
        // Stand-ins for bugs: the kinds of text an unexpected error carries.
        app.get('/api/security-probe/throws', () => {
          throw new Error(
            'SELECT password_hash FROM users WHERE id = 1 failed at handler (/work/main/apps/server/src/x.ts:12:3)',
          );
        });
        app.get('/api/security-probe/bad-sql', async () => {
          await sql`select * from no_such_table`.execute(harness.context.db);
          return { ok: true };
        });
      },
    },
  );
});
afterAll(() => harness.close());

const fake = (body: string, status = 500): Answer => ({
  request: 'GET /fake',
  caller: 'alice',
  status,
  headers: {},
  body,
  json: undefined,
});

it("the scan finds stack traces, SQL, paths, database errors and other players' data", () => {
  const leaky = [
    fake('Error: boom\n    at Object.handler (/srv/app/dist/routes.js:10:5)'),
    fake('{"message":"SELECT * FROM users failed"}'),
    fake('{"message":"SQLITE_CONSTRAINT: UNIQUE constraint failed: users.email"}'),
    fake('{"message":"cannot read /app/node_modules/x/index.js"}'),
    fake('{"message":"TypeError: cannot read properties of undefined"}'),
    fake('{"name":"bob"}', 200),
    fake('{"password_hash":"$argon2id$v=19$m=19456"}', 200),
  ];
  const leaks = findLeaks(leaky, () => ['bob']);
  expect(new Set(leaks.map((leak) => leak.request + leak.status)).size).toBe(2);
  expect(leaks.some((leak) => leak.what === 'password hash')).toBe(true);
  expect(leaks.map((leak) => leak.what)).toEqual(
    expect.arrayContaining([
      'stack frame',
      'SQL text',
      'database error',
      'node_modules',
      'error class',
    ]),
  );
  expect(leaks.some((leak) => leak.what.startsWith("another player's data"))).toBe(true);
  expect(findLeaks([fake('{"message":"Please enter a stake."}', 422)])).toEqual([]);
});

it('a bug answers a bare 500: no SQL, no path, no database error', async () => {
  for (const url of ['/api/security-probe/throws', '/api/security-probe/bad-sql']) {
    const answer = await call(harness.app, { method: 'GET', url });
    expect(answer.status).toBe(500);
    expect(answer.json).toEqual({ code: 'general.serverError', message: 'Internal Server Error' });
    expect(answer.headers['x-request-id']).toBeDefined();
  }
  expect(findLeaks(answers)).toEqual([]);
});
