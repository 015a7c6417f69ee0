// Imported only dynamically (the forms and the login and register calls): these contracts bring zod, the largest library of the sign-in and register
// pages, and nothing needs them before the first submit.
export { authResponseSchema, loginBodySchema, registerBodySchema } from '@momentum/shared';
