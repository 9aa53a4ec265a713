// The several-instances test (tests/instances): its own run, apart from `npm run test:unit`,
// because it needs PostgreSQL, Redis and the built server. `npm run test:instances` runs it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'),
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['tests/instances/**/*.test.ts'],
    environment: 'node',
    // One file whose checks build on each other (the last kills an instance): in order, alone.
    fileParallelism: false,
    sequence: { concurrent: false },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
