// `npm run test:security`: the abuse suite, apart from the unit and API projects because it builds
// one large world per file and probes every route of the app.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'security',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    environment: 'node',
    // Each file builds its own world, so files run side by side on every core; Vitest's default
    // leaves one core to its main thread, which on two cores ran the files one at a time.
    maxWorkers: availableParallelism(),
    // Modules loaded once per worker, not once per file: each file builds its own world and the
    // server keeps no module state a file could leak (as in the server project); 62 s of CPU
    // with a fresh module graph per file, 46 s without.
    isolate: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
