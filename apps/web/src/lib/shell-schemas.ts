// Imported only through loadShellSchemas: the answers the shell asks for on every page (settings, the unread
// count) are checked with their shared contracts, which bring zod; loading them after the page keeps zod out of
// the first load, and the requests do not wait for them.
export { unreadCountSchema, userSettingsSchema } from '@momentum/shared';
