import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait for a state; lazy route chunks can take over the default 1 s on a busy 2-core machine
// (the browser journeys run alongside), so allow longer before giving up. This bounds a wait, it asserts no speed.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout; the router's scroll restoration calls this on every navigation.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  localStorage.clear();
});
