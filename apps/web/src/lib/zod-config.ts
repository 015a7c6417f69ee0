// The production build aliases the bare 'zod' specifier to this module (vite.config.ts), so every schema module,
// the shared contracts included, imports zod through it and this runs before any of them builds a schema,
// in whichever chunk that happens. The real package is reached through its './v4' subpath (the same modules).
//
// The CSP allows no eval, so zod's JIT cannot run; without this its probe (`new Function`) is reported as a
// CSP violation on every page that builds a schema.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
