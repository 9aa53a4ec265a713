// The player web app and, as a second page, the house games that open in its game frame
// (house.html: its own small bundle, so a game loads without the app's router and screens).
// Workspace packages resolve to their TypeScript source ("source" condition), and the dev server
// forwards the API and uploaded images to the local Fastify server.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const apiServer = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: true },
      '/storage': { target: apiServer, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2020',
    rolldownOptions: {
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        house: fileURLToPath(new URL('house.html', import.meta.url)),
      },
      treeshake: {
        // The contract's modules only declare schemas, messages and constants. Marking them free of
        // side effects lets the first screen import a constant without pulling every schema (and
        // zod) into the entry chunk; screens that validate still get zod in their own chunk.
        moduleSideEffects: (id) => (id.includes('/packages/contract/src/') ? false : undefined),
      },
    },
  },
});
