/**
 * Registers the Workbox service worker built by vite-plugin-pwa (`/sw.js`). main.tsx imports this module lazily
 * after the page's `load` event, so the service worker adds nothing to the first load's blocking JavaScript
 * (`npm run bench` prints it). Development builds serve no service worker.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
    // No service worker (a private window, an old browser): the app works online as before.
  });
}
