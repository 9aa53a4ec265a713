import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { idleParts, idlePartsWithoutChunk, preloadsImportsOf } from './idle-part-preloads';

const sourceRoot = path.resolve(__dirname, '..');

function sourceFiles(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const files = sourceFiles(sourceRoot);
const baseName = (file: string) => path.basename(file).replace(/\.tsx?$/, '');
const lazilyImported = new Set(
  files.flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/import\('([^']+)'\)/g)].map((match) =>
      path.basename(match[1] ?? ''),
    ),
  ),
);

describe('idle parts without preload links', () => {
  it.each(idleParts)('%s is one module of the app, imported lazily', (part) => {
    expect(files.filter((file) => baseName(file) === part)).toHaveLength(1);
    expect(lazilyImported.has(part)).toBe(true);
  });

  it('leaves out the listed parts and keeps every other chunk', () => {
    expect(preloadsImportsOf('assets/banner-carousel-BYt1yT49.js')).toBe(false);
    expect(preloadsImportsOf('assets/route-table-DbCEnEWt.js')).toBe(false);
    expect(preloadsImportsOf('assets/category-nav-Bk9X1_-t.js')).toBe(false);
    // Screens, dialogs a tap opens, the side menu and the texts keep theirs.
    expect(preloadsImportsOf('assets/side-menu-6yRCeXI1.js')).toBe(true);
    expect(preloadsImportsOf('assets/login-screen-DFWfv9Zn.js')).toBe(true);
    expect(preloadsImportsOf('assets/bn-3nXO0bSe.js')).toBe(true);
    // A name that only ends like a part is another module.
    expect(preloadsImportsOf('assets/my-banner-carousel-BYt1yT49.js')).toBe(true);
    expect(preloadsImportsOf('assets/route-table-DbCEnEWt.css')).toBe(true);
  });

  it('names the parts the build wrote no chunk for', () => {
    const built = idleParts.map((part) => `assets/${part}-AbCd1234.js`);
    expect(idlePartsWithoutChunk(built)).toEqual([]);
    expect(idlePartsWithoutChunk(built.filter((file) => !file.includes('route-table')))).toEqual([
      'route-table',
    ]);
    // Chunks named otherwise (no hash, or a longer one) stand for none.
    expect(idlePartsWithoutChunk(idleParts.map((part) => `assets/${part}.js`))).toEqual([
      ...idleParts,
    ]);
  });
});
