// Proves what `npm start` rebuilds: an app whose own sources, or those of any workspace package it
// depends on at any depth, are newer than its build; and nothing when the build is newer. Checked
// on a small tree of workspaces with set file times, and on this repository's own workspaces.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildInputs, isStale, workspaceClosure } from './build-plan.mjs';

const repository = path.resolve(import.meta.dirname, '..');
let tree: string | undefined;

function write(file: string, text: string, secondsAgo: number): void {
  const full = path.join(tree!, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
  const when = Date.now() / 1000 - secondsAgo;
  utimesSync(full, when, when);
}

/** An app that depends on a package that depends on another, all built 100 s ago. */
function makeTree(): void {
  tree = mkdtempSync(path.join(tmpdir(), 'khela-build-plan-'));
  const manifest = (name: string, dependencies: Record<string, string> = {}) =>
    JSON.stringify({ name, dependencies });
  write(
    'package.json',
    JSON.stringify({ workspaces: ['packages/core', 'packages/rules', 'apps/site'] }),
    500,
  );
  write('tsconfig.base.json', '{}', 500);
  write('packages/core/package.json', manifest('@x/core'), 500);
  write('packages/core/src/index.ts', 'export {};', 400);
  write('packages/rules/package.json', manifest('@x/rules', { '@x/core': '*' }), 500);
  write('packages/rules/src/index.ts', 'export {};', 400);
  write('apps/site/package.json', manifest('@x/site', { '@x/rules': '*', react: '*' }), 500);
  write('apps/site/src/main.ts', 'export {};', 400);
  write('apps/site/dist/main.js', '', 100);
}

afterEach(() => {
  if (tree) rmSync(tree, { recursive: true, force: true });
  tree = undefined;
});

describe('the build plan', () => {
  it('follows workspace dependencies at any depth', () => {
    makeTree();
    expect(workspaceClosure(tree!, 'apps/site').sort()).toEqual([
      'apps/site',
      'packages/core',
      'packages/rules',
    ]);
  });

  it('leaves a build newer than every input alone', () => {
    makeTree();
    expect(isStale(tree!, 'apps/site/dist/main.js', buildInputs(tree!, 'apps/site'))).toBe(false);
  });

  it('rebuilds after a change to a dependency of a dependency', () => {
    makeTree();
    write('packages/core/src/index.ts', 'export const changed = 1;', 1);
    expect(isStale(tree!, 'apps/site/dist/main.js', buildInputs(tree!, 'apps/site'))).toBe(true);
  });

  it('builds what was never built', () => {
    makeTree();
    rmSync(path.join(tree!, 'apps/site/dist'), { recursive: true });
    expect(isStale(tree!, 'apps/site/dist/main.js', buildInputs(tree!, 'apps/site'))).toBe(true);
  });

  it('has the server and the web app depend on both engines', () => {
    for (const app of ['apps/server', 'apps/web']) {
      expect(workspaceClosure(repository, app)).toEqual(
        expect.arrayContaining(['packages/contract', 'packages/exchange', 'packages/house-games']),
      );
    }
  });
});
