/** The web faces the app asks for ahead of the text that needs them. */

/**
 * Both weights of the taka sign's face (taka-font.css) loaded. Chromium without a system Bangla
 * font keeps an empty box in text laid out before a face arrives, so the site lays its text out
 * again once this settles (the `taka-font-ready` class, base.css) and the house pages wait for it
 * before their first render.
 */
export function loadTakaFont(): Promise<void> {
  if (!('fonts' in document)) return Promise.resolve();
  return Promise.all(
    ['400', '700'].map((weight) => document.fonts.load(`${weight} 16px "Khela Taka"`, '৳')),
  ).then(() => undefined);
}

/**
 * Both weights of the Bengali face. Bangla text needs it throughout; asked for as the page starts,
 * it downloads with the scripts instead of once the first Bangla text has been laid out.
 */
export function loadBengaliFaces(): Promise<void> {
  if (!('fonts' in document)) return Promise.resolve();
  return Promise.all(
    ['400', '700'].map((weight) => document.fonts.load(`${weight} 16px "Noto Sans Bengali"`, 'অ')),
  ).then(() => undefined);
}
