// npm's `pre` hook of the scripts that need the dependencies (build, lint, typecheck, format): on a fresh clone,
// or after the lockfile changed, it installs them first, as `npm start` and `npm test` do.
import { ensureInstalled } from './lib.mjs';

ensureInstalled();
