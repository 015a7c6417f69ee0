import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter, preloadSignedInChunks } from './app/router';
import { shownFirstPaint } from './components/first-paint';
import { currentUserId } from './lib/offline/current-user';
import { queryClient } from './lib/query-client';
import './index.css';

// Signed in: the shell (and the dashboard) load while the session and the stored answers are being restored.
preloadSignedInChunks();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// The signed-in user's last answers come back from the device before the first render, so a reload offline shows
// them (issue 19). A slow or stuck IndexedDB never holds the app back for more than a moment. Signed out (the
// login page) there is nothing to restore, and the persistence code is not loaded until someone signs in.
const RESTORE_WAIT_MS = 1000;

const startPersistence = () =>
  import('./lib/offline/query-persistence').then((persistence) =>
    persistence.startQueryPersistence(queryClient),
  );

// Taken before React takes the element over: shown until the first screen is ready (components/first-paint).
const firstPaint = shownFirstPaint(container);

function render() {
  const root = createRoot(container!);
  // A transition: React renders the first screen in slices and lets the browser in between, instead of holding
  // the main thread for the whole tree on a slow phone (issue 14, total blocking time). The HTML's first paint
  // stays on screen meanwhile.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProvider>
          <AppRouter firstPaint={firstPaint} />
        </AppProvider>
      </StrictMode>,
    ),
  );
}

if (currentUserId()) {
  void Promise.race([
    startPersistence().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, RESTORE_WAIT_MS)),
  ]).then(render);
} else {
  render();
}

// The service worker and the queue's background sync start after the page has loaded, from a lazily loaded
// module: nothing of them is in the first load's blocking JavaScript.
window.addEventListener(
  'load',
  () => void import('./lib/offline/after-load').then((offline) => offline.startOfflineSupport()),
  { once: true },
);
