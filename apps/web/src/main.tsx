/** Entry: styles, i18n, the first site data requested at once, then the app. */
import '@fontsource/noto-sans-bengali/400.css';
import '@fontsource/noto-sans-bengali/700.css';
import './shared/styles/taka-font.css';
import './shared/styles/tokens.css';
import './shared/styles/base.css';
import './shared/ui/empty-state.css';
import './shared/ui/panel.css';
import './shared/ui/notice.css';
import './shared/ui/avatar.css';
import './shared/ui/list-card.css';
import './shared/ui/media-card.css';
import './shared/ui/screen-body.css';
import './shared/ui/pill-tabs.css';
import './shared/ui/segmented-tabs.css';
import './shared/ui/layout.css';
import './shared/ui/text.css';
import './shared/ui/box.css';
import './shared/ui/choice-card.css';
import './shared/ui/top-bar.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { loadLanguage, loadScreenTexts } from './shared/i18n/i18n';
import { generalQueryOptions } from './shared/site/get-general';
import { logoQueryOptions } from './shared/site/get-logo';
import { mobileMediaQuery } from './shared/use-media-query';
import { whenIdle } from './shared/use-idle-ready';
import { slidersQueryOptions } from './features/home/api/get-sliders';
import { marketBlockQueryOptions } from './shared/market-block/get-market-block';
import { readRemoteId, readSession } from './shared/session/session-store';
import { loadBengaliFaces, loadTakaFont } from './shared/styles/web-fonts';
import { initialLanguage } from './shared/i18n/languages';

const queryClient = createQueryClient();
// The splash waits on these; ask before React has even rendered.
void queryClient.prefetchQuery(generalQueryOptions());
void queryClient.prefetchQuery(logoQueryOptions());
// The phone's home page draws its first banner (its largest paint) from the sliders: ask for them
// alongside the settings, not once the splash has gone.
if (window.location.pathname === '/' && window.matchMedia(mobileMediaQuery).matches) {
  void queryClient.prefetchQuery(slidersQueryOptions());
}
// A member's sections wait on their upline's market block (the exchange's screens draw nothing
// before it answers): ask now, not once the section's layout has arrived over the link.
if (readSession().isMember) {
  void queryClient.prefetchQuery(marketBlockQueryOptions(readRemoteId()));
}

// Text laid out before the taka sign's face arrived is laid out again (base.css). Nothing waits.
void loadTakaFont()
  .then(() => document.documentElement.classList.add('taka-font-ready'))
  .catch(() => undefined);
if (initialLanguage() === 'bn') loadBengaliFaces().catch(() => undefined);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Installable and usable on a flaky link; only the built app has a server that serves /sw.js.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('service worker registration failed', error);
    });
  });
}

// The first screen's texts of both languages are in the entry: nothing to wait for. Drawn in a
// transition, which React works through in slices of a few milliseconds: a tap that lands while
// the first screen is being drawn is answered between two slices, not after the whole tree.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
});

// The other screens' and the other language's texts, once the first screen is up and the page
// has a quiet moment: a tap or a switch then needs no download. Not on a timer alone: the other
// language's texts bring the contract's whole message catalogue, and reading it a second after
// the load fell in the middle of a deep link's screen being drawn (docs/performance.md, "Taps
// and odds updates, second round").
window.addEventListener('load', () => {
  setTimeout(
    () =>
      whenIdle(() => {
        loadScreenTexts().catch(() => undefined);
        loadLanguage('bn').catch(() => undefined);
      }, 5_000),
    3_000,
  );
});
