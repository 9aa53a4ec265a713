/**
 * The home page's largest paint is its first banner, which the app draws only after its scripts
 * have run and the sliders have answered. Naming the image in the HTML of `/` lets a phone fetch it
 * alongside the scripts. Read from the database on every request, so an operator's change to the
 * sliders reaches the next load.
 */
import type { AppContext } from '../../platform/app-context.js';
import { escapeHtml, phonesOnlyMedia } from './html-tags.js';
import { firstMainSliderImage } from './queries.js';

/**
 * The preload tag for an image, or '' when there is none or the page may not load it: the CSP
 * allows images from this site only, so an outside address would be refused anyway.
 */
export function bannerPreloadTag(image: string | undefined): string {
  if (!image || !image.startsWith('/') || image.startsWith('//')) return '';
  return `<link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high" ${phonesOnlyMedia}>`;
}

/**
 * The slider list the home screen asks for (the app's own call then takes this answer), and
 * the first banner's image: both at the end of index.html's head.
 */
export async function withBannerPreload(html: string, context: AppContext): Promise<string> {
  if (!html.includes('</head>')) return html;
  const sliders = `<link rel="preload" as="fetch" href="/api/sliders" crossorigin="anonymous" ${phonesOnlyMedia}>`;
  const image = bannerPreloadTag(await firstMainSliderImage(context.db));
  return html.replace('</head>', `${sliders}${image}</head>`);
}
