/* global window, document */
// Runs before the first paint (a blocking script, allowed by the CSP as our own file): puts the theme the person
// chose last time on <html>, so a dark-mode user never sees a light flash. lib/theme.ts keeps the choice stored.
(function () {
  var choice = 'system';
  try {
    choice = localStorage.getItem('momentum.theme') || 'system';
  } catch {
    // Storage blocked (private mode): follow the system.
  }
  var dark =
    choice === 'dark' || (choice === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  if (dark) document.documentElement.classList.add('dark');
})();
