import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '../shared/routing/paths';
import { planRoutePreloads, type BuiltChunk } from './route-preload-plan';
import { routeModules, routeTreeModule, screenTextsModule } from './route-preloads';

const root = '/app';
const entryModule = '/app/index.html';

function chunk(
  fileName: string,
  facade: string | null,
  imports: string[] = [],
  css: string[] = [],
) {
  return {
    fileName,
    facadeModuleId: facade && `${root}/${facade}`,
    isEntry: facade === 'index.html',
    imports,
    css,
  } satisfies BuiltChunk;
}

/** A build with every listed module as a chunk of its own, and a few shared ones. */
function buildOf(extra: BuiltChunk[] = []): BuiltChunk[] {
  const modules = new Set(Object.values(routeModules).flat());
  return [
    chunk('assets/main.js', 'index.html', ['assets/react.js']),
    chunk('assets/react.js', null),
    chunk(
      'assets/tree.js',
      routeTreeModule,
      ['assets/react.js', 'assets/links.js'],
      ['assets/tree.css'],
    ),
    chunk('assets/links.js', null),
    chunk('assets/en-screens.js', screenTextsModule),
    chunk('assets/form.js', null, ['assets/react.js'], ['assets/form.css']),
    ...[...modules].map((module) =>
      chunk(`assets/${path.basename(module, '.tsx')}.js`, module, ['assets/form.js']),
    ),
    ...extra,
  ];
}

describe('planRoutePreloads', () => {
  it("names the route tree, English's screen texts, the layout and the screen with what they import, not what the page loads", () => {
    const plan = planRoutePreloads(buildOf(), root, entryModule);
    const oddsView = plan.routes.find((route) => route.path === paths.oddsView.path);
    expect(oddsView).toEqual({
      path: '/odds-view',
      scripts: [
        '/assets/tree.js',
        '/assets/links.js',
        '/assets/en-screens.js',
        '/assets/exchange-layout.js',
        '/assets/form.js',
        '/assets/odds-view-screen.js',
      ],
      styles: ['/assets/tree.css', '/assets/form.css'],
    });
  });

  it('has a route for every address listed, under its pattern', () => {
    const plan = planRoutePreloads(buildOf(), root, entryModule);
    expect(plan.routes.map((route) => route.path).sort()).toEqual(
      Object.keys(routeModules)
        .map((name) => paths[name as keyof typeof paths].path)
        .sort(),
    );
    expect(plan.routes.every((route) => !route.scripts.includes('/assets/main.js'))).toBe(true);
  });

  it('fails the build when a listed module is not a chunk of its own', () => {
    const build = buildOf().filter((built) => built.fileName !== 'assets/login-screen.js');
    expect(() => planRoutePreloads(build, root, entryModule)).toThrow(
      /login-screen\.tsx is not loaded on demand/,
    );
    expect(() => planRoutePreloads(buildOf(), root, '/app/other.html')).toThrow(/no chunk/);
  });
});

describe('route-preloads.ts', () => {
  const appDir = path.resolve(__dirname, '../..');
  const lazyImports = ['src/app/screens.ts', 'src/app/auth-screens.ts', 'src/app/router.tsx']
    .map((file) => fs.readFileSync(path.join(appDir, file), 'utf8'))
    .join('\n');

  it('lists only modules the app loads on demand', () => {
    const listed = new Set([routeTreeModule, ...Object.values(routeModules).flat()]);
    for (const module of listed) {
      expect(fs.existsSync(path.join(appDir, module)), module).toBe(true);
      const specifier = path.basename(module).replace(/\.tsx?$/, '');
      expect(lazyImports, module).toMatch(new RegExp(`import\\('[./\\w-]*/${specifier}'\\)`));
    }
  });
});
