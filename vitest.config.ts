// Unit and API tests across the workspaces. The "source" condition makes workspace packages
// resolve to their TypeScript sources, so tests never need a build first.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    // Vitest leaves one core to its main thread by default, which on a 2-core machine halves the
    // run; the main thread mostly waits, so every core runs test files (the server project: 113 s
    // on one worker, 71 s on two).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: { name: 'lint', include: ['lint/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'client-kit',
          include: ['packages/client-kit/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'exchange',
          include: ['packages/exchange/src/**/*.test.ts'],
          environment: 'node',
          // The property tests run thousands of random order sequences.
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'house-games',
          include: ['packages/house-games/src/**/*.test.ts'],
          environment: 'node',
          // The Monte Carlo RTP tests play a million rounds each.
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['apps/server/src/testing/setup.ts'],
          // Each file builds its own app and database; the server keeps no module state a file
          // could leak (checked with shuffled file orders), and loading Fastify, Kysely and zod
          // once per worker instead of once per file halves the project's time.
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
          // expect.poll waits for what the app does in the background (a pushed picture, a commit
          // heard): its default second is short on a loaded two-core machine, and a poll that
          // passes returns as soon as it does.
          expect: { poll: { timeout: 5_000 } },
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/testing/setup.ts'],
          // One jsdom per worker instead of one per file: the setup file resets storage, fetch and
          // the DOM after every test, and a fresh environment per file made this project about 7×
          // slower than the tests themselves.
          isolate: false,
          // The slowest screens' tests take 1.5–3.5 s on a quiet run; on a loaded CI machine the
          // default 5 s is too close (an `await` never lasts this long in a passing test).
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'admin',
          include: ['apps/admin/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/admin/src/testing/setup.ts'],
          // As for web: one jsdom per worker, the setup file resetting what a test leaves behind,
          // and the same room for a loaded machine.
          isolate: false,
          testTimeout: 20_000,
        },
      },
    ],
  },
});
