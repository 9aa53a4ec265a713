/** Entry: styles, i18n, the first site data requested at once, then the app. */
import '@fontsource/noto-sans-bengali/400.css';
import '@fontsource/noto-sans-bengali/700.css';
import './shared/styles/tokens.css';
import './shared/styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { generalQueryOptions } from './shared/site/get-general';
import { logoQueryOptions } from './shared/site/get-logo';

const queryClient = createQueryClient();
// The splash waits on these; ask before React has even rendered.
void queryClient.prefetchQuery(generalQueryOptions());
void queryClient.prefetchQuery(logoQueryOptions());

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

createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
