// Money under fire (`npm run test:money`): long HTTP runs kept out of `npx vitest run`, one file
// at a time (each starts its own server and loads the machine on its own).
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'money',
    root: path.resolve(import.meta.dirname, '../..'),
    include: ['tests/money/**/*.money.ts'],
    environment: 'node',
    fileParallelism: false,
    // The app's modules loaded once, not once per file (about 5 s of each run's import time):
    // each file starts its own servers and databases, and the helpers they share keep only
    // counters that make names unique.
    isolate: false,
    testTimeout: 6 * 60 * 60_000,
    hookTimeout: 120_000,
  },
});
