/**
 * Writes the taka sign's own font files (apps/web/src/shared/styles/fonts/taka-*.woff2): the ৳
 * glyph alone, cut from the Noto Sans Bengali files the app already ships (SIL Open Font
 * Licence, which allows such subsets). English pages show prices in taka; without these files
 * every one of them downloaded both whole Bengali faces (about 92 KB) for that one character.
 * The output is committed; run again only when the Bengali package changes:
 *   node scripts/make-taka-font.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const sourceDir = path.join(
  path.dirname(require.resolve('@fontsource/noto-sans-bengali/package.json')),
  'files',
);
const outDir = path.join(import.meta.dirname, '../apps/web/src/shared/styles/fonts');

for (const weight of ['400', '700']) {
  const source = fs.readFileSync(
    path.join(sourceDir, `noto-sans-bengali-bengali-${weight}-normal.woff2`),
  );
  const subset = await subsetFont(source, '\u09F3', { targetFormat: 'woff2' });
  const target = path.join(outDir, `taka-${weight}.woff2`);
  fs.writeFileSync(target, subset);
  console.log(`${path.relative(process.cwd(), target)}: ${subset.length} bytes`);
}
