/**
 * Turns route-preloads.ts into the built files each address needs beyond what index.html already
 * loads: run by the build (vite.config.ts) over its chunks, written to dist/route-preloads.json,
 * read by the server when it sends a page. Plain data in, plain data out, so it is tested without
 * a build.
 */
// With extensions, unlike the app's other imports: the build's config loads this file and what it
// imports, and a config loaded by Node itself must name its files whole.
import { paths } from '../shared/routing/paths.ts';
import { routeModules, routeTreeModule, screenTextsModule } from './route-preloads.ts';

/** What the plan needs of a built chunk. */
export interface BuiltChunk {
  fileName: string;
  /** The module the chunk was built for (absolute path), when it is a chunk of its own. */
  facadeModuleId: string | null;
  isEntry: boolean;
  /** Files of the chunks it imports statically. */
  imports: readonly string[];
  /** Style sheets the chunk brings. */
  css: readonly string[];
}

export interface RoutePreload {
  /** The route's pattern as the router has it (`/chat-box/:chatId`). */
  path: string;
  scripts: string[];
  styles: string[];
}

export interface RoutePreloadPlan {
  routes: RoutePreload[];
}

/**
 * @param root the web app's folder, which route-preloads.ts's module paths start from
 * @param entryModule index.html's own path: what it loads needs no hint
 */
export function planRoutePreloads(
  chunks: readonly BuiltChunk[],
  root: string,
  entryModule: string,
  base = '/',
): RoutePreloadPlan {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const byModule = new Map(
    chunks.flatMap((chunk) => (chunk.facadeModuleId ? [[chunk.facadeModuleId, chunk]] : [])),
  );
  const absolute = (module: string) => `${root.replace(/\/$/, '')}/${module}`;

  /** The chunk and every chunk it imports statically, the chunk first. */
  const withImports = (start: BuiltChunk): BuiltChunk[] => {
    const seen = new Map<string, BuiltChunk>();
    const visit = (chunk: BuiltChunk) => {
      if (seen.has(chunk.fileName)) return;
      seen.set(chunk.fileName, chunk);
      for (const file of chunk.imports) {
        const imported = byFile.get(file);
        if (imported) visit(imported);
      }
    };
    visit(start);
    return [...seen.values()];
  };

  const entry = byModule.get(entryModule);
  if (!entry) throw new Error(`route preloads: no chunk was built for ${entryModule}`);
  const loadedByPage = new Set(withImports(entry).map((chunk) => chunk.fileName));

  const chunkOf = (module: string): BuiltChunk => {
    const chunk = byModule.get(absolute(module));
    if (!chunk || chunk.isEntry) {
      throw new Error(
        `route preloads: ${module} is not loaded on demand in a chunk of its own (route-preloads.ts)`,
      );
    }
    return chunk;
  };

  const routes = Object.entries(routeModules).map(([name, modules]): RoutePreload => {
    const scripts: string[] = [];
    const styles: string[] = [];
    for (const module of [routeTreeModule, screenTextsModule, ...(modules ?? [])]) {
      for (const chunk of withImports(chunkOf(module))) {
        if (loadedByPage.has(chunk.fileName)) continue;
        const script = `${base}${chunk.fileName}`;
        if (!scripts.includes(script)) scripts.push(script);
        for (const sheet of chunk.css) {
          const style = `${base}${sheet}`;
          if (!styles.includes(style)) styles.push(style);
        }
      }
    }
    return { path: paths[name as keyof typeof paths].path, scripts, styles };
  });
  return { routes };
}
