// Every file or folder a doc names in backticks exists: a doc that sends a reader to a file that
// was renamed or never built is wrong. A name is matched against the tree's paths by its end, so
// `posting.ts`, `ledger/posting.ts` and `apps/server/src/platform/ledger/posting.ts` all count.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const skipped = new Set([
  'node_modules',
  'dist',
  '.git',
  'data',
  'test-results',
  'playwright-report',
]);

function walk(folder: string, files: string[], folders: string[]): void {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (skipped.has(entry.name)) continue;
    const full = path.join(folder, entry.name);
    const relative = path.relative(root, full).split(path.sep).join('/');
    if (entry.isDirectory()) {
      folders.push(`${relative}/`);
      walk(full, files, folders);
    } else {
      files.push(relative);
    }
  }
}

const files: string[] = [];
const folders: string[] = [];
walk(root, files, folders);

const docs = [
  'README.md',
  'CONTRIBUTING.md',
  ...files.filter((file) => file.startsWith('docs/') && file.endsWith('.md')),
  ...files.filter((file) => file !== 'README.md' && file.endsWith('/README.md')),
];

const fileLike = /\.(ts|tsx|js|mjs|md|json|sh|css|html|sql|yml|yaml|toml)$/;

/** The backticked names in a doc that can only be paths in this tree. */
export function namedPaths(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(/`([^`\s]+)`/g)) {
    const name = match[1]!.replace(/[,.:;)]+$/, '');
    // Globs, placeholders, routes, flags, and what a build writes (`dist/`) are not the tree's.
    if (/[*<>{}$?=@|]|^\/|^\.|:\/\/|^~|^-|\.\.\.|(^|\/)dist\//.test(name)) continue;
    if (name.endsWith('/')) {
      if (name.length > 1) names.add(name);
    } else if (fileLike.test(name) && (name.includes('/') || /^[\w.-]+$/.test(name))) {
      names.add(name);
    }
  }
  return [...names];
}

function exists(name: string): boolean {
  const candidates = name.endsWith('/') ? folders : files;
  return candidates.some((candidate) => candidate === name || candidate.endsWith(`/${name}`));
}

describe('the docs name only paths that exist', () => {
  it.each(docs)('%s', (doc) => {
    const missing = namedPaths(readFileSync(path.join(root, doc), 'utf8')).filter(
      (name) => !exists(name),
    );
    expect(missing).toEqual([]);
  });

  it('finds a missing file, a missing folder, and leaves routes and globs alone', () => {
    const text =
      'See `platform/ledger/posting.ts`, `nowhere/gone.ts`, `gone-folder/`, `/api/balance`, ' +
      '`features/*/tables.ts` and `platform/`.';
    expect(namedPaths(text).filter((name) => !exists(name))).toEqual([
      'nowhere/gone.ts',
      'gone-folder/',
    ]);
  });
});
