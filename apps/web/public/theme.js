/* global window, document */
// Runs before the first paint (a blocking script, allowed by the CSP as our own file): puts the theme the person
// chose last time on <html>, so a dark-mode user never sees a light flash. lib/theme.ts keeps the choice stored.
// It also picks index.html's first paint: on `/` with a session stored (the access token, lib/token-storage.ts),
// the dashboard's frame instead of the guest placeholder (index.css shows one of them).
(function () {
  var choice = 'system';
  var signedIn = false;
  try {
    choice = localStorage.getItem('momentum.theme') || 'system';
    signedIn = Boolean(localStorage.getItem('accessToken'));
  } catch {
    // Storage blocked (private mode): follow the system.
  }
  if (signedIn && window.location.pathname === '/') {
    document.documentElement.setAttribute('data-first-paint', 'dashboard');
  }
  var dark =
    choice === 'dark' || (choice === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  if (dark) document.documentElement.classList.add('dark');
})();
