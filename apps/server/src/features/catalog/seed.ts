/** Fills an empty catalogue with the demo providers, games and sport entries, with drawn artwork. */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../platform/app-context.js';
import { isoNow } from '../../platform/db/time.js';
import { demoCategories, demoGames, demoProviders, demoSportEntries } from './demo-catalog.js';
import { countCategories } from './queries.js';

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/'/g, '&apos;');
}

function tileSvg(title: string, caption: string, [from, to]: [string, string]): string {
  const words = title.split(' ');
  const lines =
    words.length > 2 ? [words.slice(0, 2).join(' '), words.slice(2).join(' ')] : [title];
  const text = lines
    .map(
      (line, index) =>
        `<text x="20" y="${190 + index * 34}" font-size="28" font-weight="800" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300" font-family="Inter, Arial, sans-serif">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="300" height="300" rx="24" fill="url(#g)"/><circle cx="240" cy="70" r="90" fill="#fff" opacity="0.08"/>
${text}<text x="20" y="280" font-size="16" fill="#ffe9c2">${escapeXml(caption)}</text></svg>\n`;
}

function providerIconSvg(name: string, [from, to]: [string, string]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="64" viewBox="0 0 160 64" font-family="Inter, Arial, sans-serif">
<defs><linearGradient id="p" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="160" height="64" rx="12" fill="url(#p)"/><text x="80" y="40" text-anchor="middle" font-size="17" font-weight="700" fill="#fff">${escapeXml(name)}</text></svg>\n`;
}

const sportIconSvg = (label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="#13203d" stroke="#f5a524" stroke-width="3"/><text x="32" y="40" text-anchor="middle" font-family="Arial" font-size="22" font-weight="800" fill="#f5a524">${escapeXml(label)}</text></svg>\n`;

export async function writeCatalogImages(storageDir: string): Promise<void> {
  const dir = path.join(storageDir, 'catalog');
  await fs.mkdir(dir, { recursive: true });
  const colorsOf = new Map(demoProviders.map((provider) => [provider.platform, provider]));
  await Promise.all([
    ...demoProviders.map((provider) =>
      fs.writeFile(
        path.join(dir, `provider-${provider.platform.toLowerCase()}.svg`),
        providerIconSvg(provider.name, provider.colors),
      ),
    ),
    ...demoGames.map((game) => {
      const provider = colorsOf.get(game.platform)!;
      return fs.writeFile(
        path.join(dir, `game-${game.platform.toLowerCase()}-${game.code}.svg`),
        tileSvg(game.name, provider.name, provider.colors),
      );
    }),
    ...demoSportEntries.map((entry) =>
      fs.writeFile(
        path.join(dir, `sport-${entry.icon}.svg`),
        sportIconSvg(entry.name.slice(0, 2).toUpperCase()),
      ),
    ),
  ]);
}

export async function seedCatalogDemoData(context: AppContext): Promise<void> {
  await writeCatalogImages(context.config.storageDir);
  if ((await countCategories(context.db)) > 0) return;
  const now = isoNow();
  await context.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('game_categories')
      .values(
        demoCategories.map((category, index) => ({ ...category, sort_order: index, status: 1 })),
      )
      .execute();
    await trx
      .insertInto('game_providers')
      .values(
        demoProviders.map((provider, index) => ({
          platform: provider.platform,
          name: provider.name,
          icon: `/storage/catalog/provider-${provider.platform.toLowerCase()}.svg`,
          status: 1,
          sort_order: index,
        })),
      )
      .execute();
    await trx
      .insertInto('provider_categories')
      .values(
        demoProviders.flatMap((provider) =>
          provider.categories.map((category_code) => ({
            platform: provider.platform,
            category_code,
          })),
        ),
      )
      .execute();
    await trx
      .insertInto('games')
      .values(
        demoGames.map((game, index) => ({
          code: game.code,
          name: game.name,
          category_code: game.category,
          platform: game.platform,
          image: `/storage/catalog/game-${game.platform.toLowerCase()}-${game.code}.svg`,
          status: 1,
          sort_order: index,
          created_at: now,
        })),
      )
      .execute();
    await trx
      .insertInto('sport_entries')
      .values(
        demoSportEntries.map((entry, index) => ({
          name: entry.name,
          icon: `/storage/catalog/sport-${entry.icon}.svg`,
          link: entry.link,
          code: '',
          platform: '',
          type: 'SPORTS',
          sort_order: index,
          status: 1,
        })),
      )
      .execute();
  });
}
