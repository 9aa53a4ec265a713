/**
 * Demo artwork drawn at seed time as SVG: a wordmark logo, a loader and banner images, so a fresh
 * install shows a complete site without shipping anyone else's artwork.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

interface Banner {
  file: string;
  title: string;
  subtitle: string;
  from: string;
  to: string;
}

export const demoBanners: Banner[] = [
  {
    file: 'welcome-bonus.svg',
    title: '100% Welcome Bonus',
    subtitle: 'On your first deposit',
    from: '#1d2b64',
    to: '#c9731b',
  },
  {
    file: 'cricket-exchange.svg',
    title: 'Live Cricket Exchange',
    subtitle: 'Back and lay every ball',
    from: '#0b3d2e',
    to: '#1f8a5b',
  },
  {
    file: 'refer-earn.svg',
    title: 'Refer & Earn',
    subtitle: 'Daily cash rewards',
    from: '#3a1450',
    to: '#b8325f',
  },
];

/** Favourite and Featured tiles; `link` is "{platform}-{game type}", split at the first '-'. */
export const demoTiles: (Banner & { link: string })[] = [
  {
    file: 'tile-crash.svg',
    link: 'KHELA-EGAME',
    title: 'Crash',
    subtitle: 'Cash out in time',
    from: '#24104a',
    to: '#7b2ff7',
  },
  {
    file: 'tile-dice.svg',
    link: 'KHELA-ARCADE',
    title: 'Dice',
    subtitle: 'Provably fair',
    from: '#0f2a44',
    to: '#1e88e5',
  },
  {
    file: 'tile-live.svg',
    link: 'SUNDARBAN-LIVE',
    title: 'Live Casino',
    subtitle: 'Real dealers',
    from: '#3b0d0d',
    to: '#d84315',
  },
  {
    file: 'tile-slots.svg',
    link: 'PADMA-SLOT',
    title: 'Slots',
    subtitle: 'Spin and win',
    from: '#2d2a05',
    to: '#c0a000',
  },
];

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function bannerSvg(banner: Banner, width: number, height: number): string {
  const id = banner.file.replace(/\W/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${banner.from}"/><stop offset="1" stop-color="${banner.to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#${id})"/>
<circle cx="${width * 0.85}" cy="${height * 0.2}" r="${height * 0.55}" fill="#ffffff" opacity="0.06"/>
<circle cx="${width * 0.95}" cy="${height * 0.9}" r="${height * 0.35}" fill="#ffffff" opacity="0.05"/>
<text x="${width * 0.06}" y="${height * 0.5}" font-family="Inter, Arial, sans-serif" font-size="${Math.round(height * 0.16)}" font-weight="700" fill="#ffffff">${escapeXml(banner.title)}</text>
<text x="${width * 0.06}" y="${height * 0.68}" font-family="Inter, Arial, sans-serif" font-size="${Math.round(height * 0.09)}" fill="#ffe9c2">${escapeXml(banner.subtitle)}</text>
</svg>\n`;
}

/**
 * The demo wordmark, its box as wide as what it draws: a box wider than the word leaves empty space
 * on one side, and the logo then looks off centre wherever it is centred (the maintenance and
 * coming-soon screens). The word is drawn to a set length, whatever font the device has.
 */
function wordmarkSvg(height: number): string {
  const wordStart = height * 0.85;
  const wordLength = height * 1.95;
  const width = Math.ceil(wordStart + wordLength + 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect x="2" y="${height * 0.15}" width="${height * 0.7}" height="${height * 0.7}" rx="${height * 0.16}" fill="#f5a524"/>
<text x="${2 + height * 0.35}" y="${height * 0.66}" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="${height * 0.5}" font-weight="800" fill="#0b1020">K</text>
<text x="${wordStart}" y="${height * 0.7}" font-family="Inter, Arial, sans-serif" font-size="${height * 0.56}" font-weight="800" fill="#ffffff" textLength="${wordLength}" lengthAdjust="spacingAndGlyphs">KHELA</text>
</svg>\n`;
}

const loaderSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
<rect x="18" y="18" width="60" height="60" rx="14" fill="#f5a524"><animate attributeName="opacity" values="1;0.55;1" dur="1.2s" repeatCount="indefinite"/></rect>
<text x="48" y="62" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="40" font-weight="800" fill="#0b1020">K</text>
</svg>\n`;

function appIconSvg(paddingRatio: number): string {
  const size = 512;
  const inset = size * paddingRatio;
  const box = size - 2 * inset;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" fill="#0b1020"/>
<rect x="${inset}" y="${inset}" width="${box}" height="${box}" rx="${box * 0.22}" fill="#f5a524"/>
<text x="${size / 2}" y="${size / 2 + box * 0.2}" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="${box * 0.6}" font-weight="800" fill="#0b1020">K</text>
</svg>\n`;
}

const faviconSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#f5a524"/><text x="16" y="23" text-anchor="middle" font-family="Arial, sans-serif" font-size="20" font-weight="800" fill="#0b1020">K</text></svg>\n`;

/** Writes every demo image; cheap enough to run at each start so a wiped storage folder heals. */
export async function writeDemoImages(storageDir: string): Promise<void> {
  const siteDir = path.join(storageDir, 'site');
  const sliderDir = path.join(storageDir, 'sliders');
  await fs.mkdir(siteDir, { recursive: true });
  await fs.mkdir(sliderDir, { recursive: true });
  await Promise.all([
    fs.writeFile(path.join(siteDir, 'logo.svg'), wordmarkSvg(48)),
    fs.writeFile(path.join(siteDir, 'mobile-logo.svg'), wordmarkSvg(36)),
    fs.writeFile(path.join(siteDir, 'loader-logo.svg'), loaderSvg),
    fs.writeFile(path.join(siteDir, 'favicon.svg'), faviconSvg),
    fs.writeFile(path.join(siteDir, 'app-icon.svg'), appIconSvg(0.08)),
    // Maskable icons keep their content inside the central safe zone (80 %).
    fs.writeFile(path.join(siteDir, 'app-icon-maskable.svg'), appIconSvg(0.2)),
    ...demoBanners.map((banner) =>
      fs.writeFile(path.join(sliderDir, banner.file), bannerSvg(banner, 750, 300)),
    ),
    ...demoTiles.map((tile) =>
      fs.writeFile(path.join(sliderDir, tile.file), bannerSvg(tile, 300, 300)),
    ),
  ]);
}
