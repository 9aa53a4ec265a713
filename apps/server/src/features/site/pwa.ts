/**
 * What makes the site installable from the browser ("App" in the header): a manifest built from
 * the operator's settings, so each white-label site installs under its own name and icon, and a
 * small service worker that keeps the shell available on a flaky connection.
 */
import type { SiteSettings } from './settings.js';

export function webManifest(settings: SiteSettings) {
  return {
    name: settings.site_title,
    short_name: settings.site_title.slice(0, 12),
    description: `${settings.site_title}: sports exchange, casino and games`,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#0b1020',
    theme_color: '#0b1020',
    lang: 'en',
    icons: [
      { src: '/storage/site/app-icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      {
        src: '/storage/site/app-icon-maskable.svg',
        sizes: 'any',
        type: 'image/svg+xml',
        purpose: 'maskable',
      },
    ],
  };
}

/**
 * The service worker. Pages: network first, the cached shell when offline. Hashed assets: cache
 * first (their names change with their content). API calls and uploads: never cached, so money
 * figures are always live.
 */
export const serviceWorkerSource = `'use strict';
const SHELL_CACHE = 'khela-shell-v1';
const ASSET_CACHE = 'khela-assets-v1';

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.add('/')).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== SHELL_CACHE && key !== ASSET_CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // The house games' pages are another document (house.html) that must never become the shell.
  if (url.pathname.startsWith('/house/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          const copy = response.clone();
          if (response.ok) caches.open(SHELL_CACHE).then((cache) => cache.put('/', copy));
          return response;
        })
        .catch(() => caches.match('/')),
    );
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ||
          fetch(request).then((response) => {
            const copy = response.clone();
            if (response.ok) caches.open(ASSET_CACHE).then((cache) => cache.put(request, copy));
            return response;
          }),
      ),
    );
  }
});
`;
