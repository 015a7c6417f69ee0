import { z } from 'zod';

// The CSP allows no eval, so zod's JIT cannot run; without this its probe (`new Function`) is reported as a
// CSP violation on every page load. Imported first by main.tsx, before any schema is built.
z.config({ jitless: true });
