// The player web app and, as a second page, the house games that open in its game frame
// (house.html: its own small bundle, so a game loads without the app's router and screens).
// Workspace packages resolve to their TypeScript source ("source" condition), and the dev server
// forwards the API and uploaded images to the local Fastify server.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { idlePartsWithoutChunk, preloadsImportsOf } from './src/app/idle-part-preloads.ts';
import { planRoutePreloads, type BuiltChunk } from './src/app/route-preload-plan.ts';

const apiServer = 'http://127.0.0.1:3000';
const require = createRequire(import.meta.url);

/**
 * React Router's package exports only its development build (its warnings and their texts); the
 * production build it ships beside it is the one a player's phone gets. A release that moves it
 * stops the build here rather than ship the development one.
 */
function routerProductionBuild(): { find: RegExp; replacement: string }[] {
  const folder = path.join(
    path.dirname(require.resolve('react-router/package.json')),
    'dist',
    'production',
  );
  const aliases = [
    { find: /^react-router$/, replacement: path.join(folder, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(folder, 'dom-export.mjs') },
  ];
  for (const { replacement } of aliases) {
    if (!fs.existsSync(replacement)) {
      throw new Error(`React Router's production build is not at ${replacement}`);
    }
  }
  return aliases;
}

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

/**
 * dist/route-preloads.json: the built scripts and style sheets each address loads beyond
 * index.html's, which the server names in the page it sends (src/app/route-preloads.ts).
 */
function routePreloads(): Plugin {
  const root = path.dirname(fileURLToPath(import.meta.url));
  return {
    name: 'khela-route-preloads',
    apply: 'build',
    // Once the output is final: the chunks of style sheets alone have been dropped by then, and
    // a plan naming one would send the browser to a missing file.
    writeBundle(options, bundle) {
      const chunks: BuiltChunk[] = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                fileName: output.fileName,
                facadeModuleId: output.facadeModuleId,
                isEntry: output.isEntry,
                imports: output.imports,
                css: [...(output.viteMetadata?.importedCss ?? [])],
              },
            ]
          : [],
      );
      const plan = planRoutePreloads(chunks, root, path.join(root, 'index.html'));
      fs.writeFileSync(
        path.join(options.dir ?? 'dist', 'route-preloads.json'),
        `${JSON.stringify(plan, null, 2)}\n`,
      );
    },
  };
}

/**
 * Fails the build when a part listed in src/app/idle-part-preloads.ts names no chunk it wrote:
 * the list matches chunks by name, and a change of their names would leave it matching nothing.
 */
function idlePartChunks(): Plugin {
  return {
    name: 'khela-idle-part-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const missing = idlePartsWithoutChunk(Object.keys(bundle));
      if (missing.length > 0) {
        this.error(`idle-part-preloads.ts names parts with no chunk: ${missing.join(', ')}`);
      }
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), precompressAssets(), routePreloads(), idlePartChunks()],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: command === 'build' ? routerProductionBuild() : [],
  },
  server: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: true },
      '/storage': { target: apiServer, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // ES2022 keeps class fields and private methods as written (TanStack Query uses them; es2020
    // added 3 KB of helpers to the first screen). Phones from Android Chrome 90 run the output:
    // private fields since Chrome 74, private methods 84, logical assignment 85; the two ES2022
    // forms Chrome 90 lacks, class static blocks (94) and `#field in` (91), appear in no module
    // built today. A target of chrome90 would keep the helpers: the transform lowers every class
    // feature for any Chrome before 98 (a V8 bug with static fields named like built-ins).
    target: 'es2022',
    // The parts a first screen draws once idle fetch their imports without preload links, whose
    // appends cost the main thread more than their round trip saves (src/app/idle-part-preloads.ts).
    modulePreload: {
      resolveDependencies: (file, dependencies, { hostType }) =>
        hostType === 'html' || preloadsImportsOf(file) ? dependencies : [],
    },
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
}));
