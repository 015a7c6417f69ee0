import path from 'node:path';
import { z } from 'zod';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

// Every setting comes from the environment, parsed once at start-up so a typo fails loudly.
const envSchema = z.object({
  NODE_ENV: z.string().default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  BODY_LIMIT_BYTES: positiveInt(1024 * 1024),
  // Throttles of failed logins (OWASP ASVS 2.2.1) and of registrations.
  LOGIN_FAILS_PER_ACCOUNT_AND_ADDRESS: positiveInt(10),
  LOGIN_FAILS_ACCOUNT_AND_ADDRESS_WINDOW_MIN: positiveInt(15),
  LOGIN_FAILS_PER_ACCOUNT: positiveInt(100),
  LOGIN_FAILS_ACCOUNT_WINDOW_MIN: positiveInt(60),
  REGISTRATIONS_PER_ADDRESS: positiveInt(20),
  REGISTRATIONS_WINDOW_MIN: positiveInt(60),
  POSTS_PER_USER: positiveInt(30),
  POSTS_WINDOW_MIN: positiveInt(10),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  logLevel: string;
  webDist: string;
  bodyLimit: number;
  trustProxy: boolean;
  limits: {
    loginFailsPerAccountAndAddress: { max: number; windowMs: number };
    loginFailsPerAccount: { max: number; windowMs: number };
    registrationsPerAddress: { max: number; windowMs: number };
    postsPerUser: { max: number; windowMs: number };
  };
};

const minutes = (n: number) => n * 60_000;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    bodyLimit: e.BODY_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY,
    limits: {
      loginFailsPerAccountAndAddress: {
        max: e.LOGIN_FAILS_PER_ACCOUNT_AND_ADDRESS,
        windowMs: minutes(e.LOGIN_FAILS_ACCOUNT_AND_ADDRESS_WINDOW_MIN),
      },
      loginFailsPerAccount: {
        max: e.LOGIN_FAILS_PER_ACCOUNT,
        windowMs: minutes(e.LOGIN_FAILS_ACCOUNT_WINDOW_MIN),
      },
      registrationsPerAddress: {
        max: e.REGISTRATIONS_PER_ADDRESS,
        windowMs: minutes(e.REGISTRATIONS_WINDOW_MIN),
      },
      postsPerUser: { max: e.POSTS_PER_USER, windowMs: minutes(e.POSTS_WINDOW_MIN) },
    },
  };
}
