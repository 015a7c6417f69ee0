import fs from 'node:fs';
import path from 'node:path';
import { findChromium } from '../../scripts/chromium.mjs';
import { SERVER_ENTRY } from './server.js';

const webIndex = path.resolve(import.meta.dirname, '../../apps/web/dist/index.html');

/** Fails fast, with the fix, when the journeys cannot run. */
export default function setup(): void {
  if (!findChromium()) {
    throw new Error(
      "No Chromium for the browser journeys. Install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.",
    );
  }
  if (!fs.existsSync(SERVER_ENTRY) || !fs.existsSync(webIndex)) {
    throw new Error('The production build is missing: run `npm run build` (npm test does this for you).');
  }
}
