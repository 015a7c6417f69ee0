/**
 * The auth contracts, loaded after the sign-in or register page has rendered (the form starts loading them when it
 * mounts), so the first load of those pages carries react-hook-form but not zod.
 */
export const loadAuthSchemas = () => import('./auth-schemas');

export const loadLoginSchema = async () => (await loadAuthSchemas()).loginBodySchema;
export const loadRegisterSchema = async () => (await loadAuthSchemas()).registerBodySchema;
