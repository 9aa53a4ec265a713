// The player web app and, as a second page, the house games that open in its game frame
// (house.html: its own small bundle, so a game loads without the app's router and screens).
// Workspace packages resolve to their TypeScript source ("source" condition), and the dev server
// forwards the API and uploaded images to the local Fastify server.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

const apiServer = 'http://127.0.0.1:3000';

/**
 * Writes a .br and a .gz beside every built script and style sheet, which the server sends to a
 * browser that accepts them (@fastify/static preCompressed): compressed once at build, never per
 * request.
 */
function precompressAssets(): Plugin {
  return {
    name: 'khela-precompress-assets',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css)$/.test(fileName)) continue;
        const file = path.join(options.dir ?? 'dist', fileName);
        const content = fs.readFileSync(file);
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(content, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
          }),
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompressAssets()],
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
