import { z } from 'zod';
import { passwordSchema } from './auth.js';
import { PASSWORD_MAX } from './constants.js';

/**
 * The account part of Settings (issue 18): name and e-mail, password, the signed-in devices and deleting the
 * account. The current password is checked only for presence here; a wrong one is a 400 from the server.
 */

const currentPasswordSchema = z
  .string({ error: 'Current password is required.' })
  .min(1, 'Current password is required.')
  .max(PASSWORD_MAX * 4, 'Current password is too long.');

/** PUT /auth/password: signs out every other session. */
export const passwordChangeBodySchema = z
  .object({ currentPassword: currentPasswordSchema, newPassword: passwordSchema })
  .strict();
export type PasswordChangeBody = z.infer<typeof passwordChangeBodySchema>;

/** One signed-in device: a refresh-token family. */
export const sessionSchema = z.object({
  _id: z.string(),
  /** 'Chrome on Android', from the device's User-Agent ('Unknown device' without one). */
  device: z.string(),
  signedInAt: z.string(),
  lastUsedAt: z.string(),
  /** The session this request was made from. */
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;
export const sessionListSchema = z.object({ sessions: z.array(sessionSchema) });
export type SessionList = z.infer<typeof sessionListSchema>;

export const sessionIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** DELETE /auth/sessions: every session but this one ("sign out everywhere else"). */
export const signedOutSchema = z.object({ signedOut: z.number().int() });

/** DELETE /account: the password confirms it. */
export const accountDeleteBodySchema = z.object({ password: currentPasswordSchema }).strict();
export type AccountDeleteBody = z.infer<typeof accountDeleteBodySchema>;
