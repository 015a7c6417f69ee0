/** The contracts of the shell's own requests, loaded beside the first of them (see shell-schemas.ts). */
export const loadShellSchemas = () => import('./shell-schemas');
