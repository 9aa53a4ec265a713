/**
 * The operator's name and loading image in the page itself. Until its scripts have run, a page is
 * what index.html holds: a phone on a slow link looked at three dots under the title "Khela" for
 * two to three seconds, on every operator's site, and then at the app's own splash with the
 * operator's loader image. The server writes the site's title and that image (the same one, the
 * same size, where the app's splash draws it) into the HTML, so the first thing drawn is the
 * operator's and the app's splash takes over without a change.
 */
import { escapeHtml } from './html-tags.js';
import type { SiteSettings } from './settings.js';

/** index.html marks the placeholder the image replaces (the loading dots). */
const SPLASH_PLACEHOLDER = /<!--splash-->[\s\S]*?<!--\/splash-->/;
const TITLE = /<title>[^<]*<\/title>/;

/**
 * The page with the operator's title, and its loader image instead of the dots when there is one
 * this site serves (the CSP allows images from this site only).
 */
export function withOperatorSplash(
  html: string,
  settings: Pick<SiteSettings, 'site_title' | 'loader_logo'>,
): string {
  let page = html.replace(TITLE, `<title>${escapeHtml(settings.site_title)}</title>`);
  const image = settings.loader_logo;
  if (image.startsWith('/') && !image.startsWith('//')) {
    page = page.replace(
      SPLASH_PLACEHOLDER,
      `<img class="boot__logo" src="${escapeHtml(image)}" alt="" width="96" height="96">`,
    );
  }
  return page;
}
