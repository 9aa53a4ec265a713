/** The web faces the app asks for ahead of the text that needs them. */

/** Both weights (400, 700) of a face, loaded for a character it covers. */
function loadFace(family: string, sample: string): Promise<void> {
  if (!('fonts' in document)) return Promise.resolve();
  return Promise.all(
    ['400', '700'].map((weight) => document.fonts.load(`${weight} 16px "${family}"`, sample)),
  ).then(() => undefined);
}

/**
 * The taka sign's face (taka-font.css). Chromium without a system Bangla font keeps an empty box in
 * text laid out before a face arrives, so the site lays its text out again once this settles (the
 * `taka-font-ready` class, base.css) and the house pages wait for it before their first render.
 */
export const loadTakaFont = (): Promise<void> => loadFace('Khela Taka', '৳');

/**
 * The Bengali face. Bangla text needs it throughout; asked for as the page starts, it downloads
 * with the scripts instead of once the first Bangla text has been laid out.
 */
export const loadBengaliFaces = (): Promise<void> => loadFace('Noto Sans Bengali', 'অ');
