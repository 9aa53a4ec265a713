/**
 * Entry of the house pages (house.html), opened in the site's game frame at
 * /house/{game}?lobby=…#session={launch token}.
 */
import '@fontsource/noto-sans-bengali/400.css';
import '@fontsource/noto-sans-bengali/700.css';
import '../shared/styles/taka-font.css';
import '../shared/styles/tokens.css';
import '../shared/styles/base.css';
import '../shared/ui/panel.css';
import '../shared/ui/layout.css';
import '../shared/ui/text.css';
import '../shared/ui/box.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initialLanguage } from '../shared/i18n/languages';
import { loadBengaliFaces, loadTakaFont } from '../shared/styles/web-fonts';
import { HouseApp } from './house-app';
import { HouseLanguageProvider } from './shell/house-language';
import { hideLaunchToken, readLaunchToken } from './shell/launch-token';

const storage = (() => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
})();
const token = readLaunchToken(window.location, storage);
hideLaunchToken(window.location, window.history);
const language = initialLanguage();
document.documentElement.lang = language;

const container = document.getElementById('root');
if (!container) throw new Error('house.html has no #root element');

// The first render waits for the taka sign's face, and in Bangla for the Bengali face too
// (shared/styles/web-fonts.ts), at most briefly: a slow link gets the page anyway.
const TAKA_FONT_WAIT_MS = 1500;
function takaFontLoaded(): Promise<unknown> {
  const faces = language === 'bn' ? [loadTakaFont(), loadBengaliFaces()] : [loadTakaFont()];
  return Promise.race([
    Promise.all(faces).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, TAKA_FONT_WAIT_MS)),
  ]);
}

void takaFontLoaded().then(() =>
  createRoot(container).render(
    <StrictMode>
      <HouseLanguageProvider language={language}>
        <HouseApp token={token} pathname={window.location.pathname} />
      </HouseLanguageProvider>
    </StrictMode>,
  ),
);
