/** Pieces of the tags the server writes into the app's HTML pages. */
import { MOBILE_BREAKPOINT_PX } from '@khela/contract';

/** Text or an attribute's value as HTML: operators' settings go into the page through this. */
export const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Wide screens draw the desktop site, whose home and layouts differ: hints meant for the phone
 * pages carry this so that desktops fetch none of them.
 */
export const phonesOnlyMedia = `media="(max-width: ${MOBILE_BREAKPOINT_PX}px)"`;
