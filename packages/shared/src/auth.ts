import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './constants.js';

// Users can type their e-mail in any case and with stray spaces; we store it trimmed and lower-cased.
export const emailSchema = z
  .string({ error: 'Email is required.' })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters.`)
  .pipe(z.email({ error: 'Please enter a valid email address.' }));

// Never trimmed or truncated: every character the user typed is part of the secret.
export const passwordSchema = z
  .string({ error: 'Password is required.' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`);

export const nameSchema = z
  .string({ error: 'Name is required.' })
  .trim()
  .min(1, 'Name is required.')
  .max(NAME_MAX, `Name must be at most ${NAME_MAX} characters.`);

export const registerBodySchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

// Login checks only presence: a wrong length is just a wrong password and gets the same answer.
export const loginBodySchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Password is required.' })
    .min(1, 'Password is required.')
    .max(PASSWORD_MAX * 4, 'Password is too long.'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const refreshBodySchema = z.object({
  refresh: z.string({ error: 'Refresh token is required.' }).min(1).max(512),
});
export type RefreshBody = z.infer<typeof refreshBodySchema>;

export const logoutBodySchema = z.object({ refresh: z.string().min(1).max(512).optional() });

/** What onboarding stored, as loose as the server keeps it; the strict rules live in onboarding.ts. */
export const storedOnboardingSchema = z.object({
  basicInfo: z.record(z.string(), z.unknown()).nullable(),
  goals: z.record(z.string(), z.unknown()).nullable(),
  preferences: z.record(z.string(), z.unknown()).nullable(),
});

export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  isOnboarded: z.boolean(),
  profile: z.object({ avatarUrl: z.string().nullable() }),
  onboarding: storedOnboardingSchema,
});
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.object({
  token: z.string(),
  refresh: z.string(),
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const refreshResponseSchema = z.object({ token: z.string(), refresh: z.string() });
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

export const profileResponseSchema = z.object({ user: userSchema });

/** PUT /auth/profile: the name and/or the e-mail (Settings changes the e-mail; a taken one is a 409). */
export const profileUpdateBodySchema = z.object({ name: nameSchema, email: emailSchema }).partial().strict();
export type ProfileUpdateBody = z.infer<typeof profileUpdateBodySchema>;

export const authSummarySchema = z.object({
  streak: z.number().int().nonnegative(),
  highestStreak: z.number().int().nonnegative(),
  startWeightKg: z.number().nullable(),
});
export type AuthSummary = z.infer<typeof authSummarySchema>;
