/** Demo promotions with drawn banners, running through the next year. */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../platform/app-context.js';
import { dhakaToday, isoNow } from '../../platform/db/time.js';
import { countPromotions } from './queries.js';

const demoPromotions: {
  name: string;
  desc: string;
  deposit_bouns: number;
  turnover: number;
  categories: number[];
  colors: string[];
  status?: 'display' | 'active';
  /** 0: a reload, claimed with any deposit; otherwise the default of once per player. */
  claims_per_player?: number;
}[] = [
  {
    name: '100% Welcome Bonus',
    desc: 'Double your first deposit up to ৳10,000 and get 20 extra free spins on Padma Slots. Turnover 10 times deposit plus bonus.',
    deposit_bouns: 100,
    turnover: 10,
    categories: [99, 1],
    colors: ['#1d2b64', '#c9731b'],
  },
  {
    name: '৳7,777 Sports Welcome Bonus',
    desc: 'New players get a sports bonus of up to ৳7,777 on the exchange. Bonus credited after your first deposit is approved.',
    deposit_bouns: 50,
    turnover: 8,
    categories: [99, 4],
    colors: ['#0b3d2e', '#1f8a5b'],
  },
  {
    name: 'Daily Reload 10%',
    desc: 'Every deposit of the day earns ten percent extra on slots, live casino and crash games, with a low turnover.',
    deposit_bouns: 10,
    turnover: 3,
    categories: [1, 2, 8192],
    colors: ['#3a1450', '#b8325f'],
    claims_per_player: 0,
  },
  {
    name: 'Fishing Frenzy Cashback',
    desc: 'Play any fishing game this week and get five percent of your net loss back every Monday.',
    deposit_bouns: 0,
    turnover: 1,
    categories: [8],
    colors: ['#04263a', '#1e88e5'],
  },
  // Offered in the deposit select (status active) rather than listed on /promotions.
  {
    name: 'Deposit Bonus 100%',
    desc: 'Claim it with your deposit: the bonus equals your deposit. Turnover 10 times deposit plus bonus.',
    deposit_bouns: 100,
    turnover: 10,
    categories: [99],
    colors: ['#5b1d64', '#e0a82e'],
    status: 'active',
  },
  {
    name: 'Reload Bonus 5%',
    desc: 'Five percent extra on any deposit, with a turnover of 3 times deposit plus bonus.',
    deposit_bouns: 5,
    turnover: 3,
    categories: [99],
    colors: ['#123a5e', '#36a3d9'],
    status: 'active',
    claims_per_player: 0,
  },
];

/** The banner's width, and the margin the title keeps on each side. */
const BANNER_WIDTH = 750;
const TITLE_MARGIN = 48;
/** A bold sans glyph is about this share of its size wide, on average (a little more, to be safe). */
const GLYPH_WIDTH_SHARE = 0.64;

/** The title's size: 52 px, smaller for a long title, so it never runs off the banner. */
export function bannerTitleSize(title: string): number {
  const room = BANNER_WIDTH - 2 * TITLE_MARGIN;
  return Math.min(52, Math.floor(room / (GLYPH_WIDTH_SHARE * [...title].length)));
}

/**
 * A demo promotion's banner picture. A picture shown as an image cannot use the page's fonts, and
 * a phone without a Bengali system font draws the taka sign as an empty box: the picture writes
 * "Tk", as Bangladesh also does.
 */
export function bannerSvg(name: string, [from, to]: readonly string[]): string {
  const title = name.replace(/৳\s*/gu, 'Tk ');
  const safe = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const size = bannerTitleSize(title);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="375" viewBox="0 0 750 375" font-family="Inter, Arial, 'Noto Sans Bengali', sans-serif">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="750" height="375" fill="url(#g)"/><circle cx="640" cy="80" r="200" fill="#fff" opacity="0.07"/>
<text x="${TITLE_MARGIN}" y="200" font-size="${size}" font-weight="800" fill="#fff">${safe}</text>
<text x="48" y="260" font-size="26" fill="#ffe9c2">Khela promotions</text></svg>\n`;
}

export async function seedPromotionDemoData(context: AppContext): Promise<void> {
  const dir = path.join(context.config.storageDir, 'promotions');
  await fs.mkdir(dir, { recursive: true });
  await Promise.all(
    demoPromotions.map((promotion, index) =>
      fs.writeFile(
        path.join(dir, `promotion-${index + 1}.svg`),
        bannerSvg(promotion.name, promotion.colors),
      ),
    ),
  );
  if ((await countPromotions(context.db)) > 0) return;
  const today = dhakaToday();
  const nextYear = `${Number(today.slice(0, 4)) + 1}-12-31`;
  const now = isoNow();
  await context.db
    .insertInto('promotions')
    .values(
      demoPromotions.map((promotion, index) => ({
        name: promotion.name,
        desc: promotion.desc,
        thumbnail: `/storage/promotions/promotion-${index + 1}.svg`,
        start_date: today,
        end_date: nextYear,
        status: promotion.status ?? ('display' as const),
        deposit_bouns: promotion.deposit_bouns,
        turnover: promotion.turnover,
        categories: JSON.stringify(promotion.categories),
        sort_order: index,
        claims_per_player: promotion.claims_per_player ?? 1,
        created_at: now,
      })),
    )
    .execute();
}
