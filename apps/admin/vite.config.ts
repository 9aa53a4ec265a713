// The operator console, served by the server under /admin (its own bundle: no player screens ship
// to operators and no console code ships to players). Workspace packages resolve to their
// TypeScript source, and the dev server forwards the operator API to the local Fastify server.
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const apiServer = 'http://127.0.0.1:3000';

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    proxy: {
      '/admin-api': { target: apiServer, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2020',
    rolldownOptions: {
      treeshake: {
        // As in apps/web: the contract's modules only declare schemas, messages and constants.
        moduleSideEffects: (id) => (id.includes('/packages/contract/src/') ? false : undefined),
      },
    },
  },
});
