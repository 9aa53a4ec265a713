/**
 * The taka sign (৳) comes from the Bangla face, which loads only once some text needs it. Chromium
 * kept an empty box in text laid out before the face arrived, so once it has loaded a class on
 * <html> changes the font list (the app's base CSS) and every text is laid out again. Nothing waits
 * for it. (The player app does the same in its main.tsx; the console may not import player-app code.)
 */
export function markTakaFontReady(): void {
  if (!('fonts' in document)) return;
  void Promise.all(
    ['400', '700'].map((weight) => document.fonts.load(`${weight} 16px "Noto Sans Bengali"`, '৳')),
  )
    .then(() => document.documentElement.classList.add('taka-font-ready'))
    .catch(() => undefined);
}
