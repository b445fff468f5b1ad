import { z } from 'zod';
import { resolve } from 'node:path';

/**
 * Every environment variable the server reads, parsed and validated once. Nothing else
 * in the server touches `process.env`. The README's table lists the same names.
 */
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const optionalUrl = (what: string, protocol = /^https?$/) =>
  z.preprocess(
    emptyAsUndefined,
    z.url({ protocol, message: `${what} must be a full URL such as https://example.com/...` }).optional(),
  );

const optionalText = () => z.preprocess(emptyAsUndefined, z.string().trim().min(1).optional());

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ message: 'PORT must be a number' })
      .int()
      .min(0, 'PORT must be between 0 and 65535')
      .max(65535, 'PORT must be between 0 and 65535')
      .default(3000),
    HOST: z.string().min(1).default('localhost'),
    DATABASE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
        .optional(),
    ),
    DATABASE_POOL_SIZE: z.coerce
      .number({ message: 'DATABASE_POOL_SIZE must be a number' })
      .int()
      .min(1, 'DATABASE_POOL_SIZE must be at least 1')
      .max(100, 'DATABASE_POOL_SIZE must be at most 100')
      .default(10),
    DATA_DIR: z.string().min(1).default('./data'),
    PUBLIC_URL: optionalUrl('PUBLIC_URL'),
    TRUST_PROXY: z
      .enum(['true', 'false', '1', '0'], { message: 'TRUST_PROXY must be true or false' })
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    FEEDBACK_URL: optionalUrl('FEEDBACK_URL', /^(https?|mailto)$/),
    ANALYTICS_SCRIPT_URL: z.preprocess(
      emptyAsUndefined,
      z.url({ protocol: /^https$/, message: 'ANALYTICS_SCRIPT_URL must be an https:// URL' }).optional(),
    ),
    CLIENT_DIR: z.string().min(1).default('./dist/client'),
    AUTH_SECRET: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .min(32, 'AUTH_SECRET must be at least 32 characters (for example the output of `openssl rand -base64 32`)')
        .optional(),
    ),
    SMTP_URL: z.preprocess(
      emptyAsUndefined,
      z
        .url({
          protocol: /^smtps?$/,
          message: 'SMTP_URL must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.com:465',
        })
        .optional(),
    ),
    EMAIL_FROM: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(
          /^([^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/,
          'EMAIL_FROM must be an address such as frets@example.org or "Fretboard <frets@example.org>"',
        )
        .optional(),
    ),
    GITHUB_ID: optionalText(),
    GITHUB_SECRET: optionalText(),
    GOOGLE_ID: optionalText(),
    GOOGLE_SECRET: optionalText(),
    OIDC_ISSUER: optionalUrl('OIDC_ISSUER'),
    OIDC_ID: optionalText(),
    OIDC_SECRET: optionalText(),
    OIDC_NAME: optionalText(),
  })
  .superRefine((e, ctx) => {
    // A provider is switched on by all of its variables; some but not all is a mistake worth stopping for.
    const together = (names: (keyof typeof e)[]) => {
      const set = names.filter((n) => e[n] !== undefined);
      if (set.length > 0 && set.length < names.length) {
        const missing = names.filter((n) => e[n] === undefined);
        ctx.addIssue({
          code: 'custom',
          path: [missing[0]!],
          message: `${missing.join(' and ')} must be set too when ${set.join(' and ')} ${set.length > 1 ? 'are' : 'is'} set (or unset them all)`,
        });
      }
    };
    together(['GITHUB_ID', 'GITHUB_SECRET']);
    together(['GOOGLE_ID', 'GOOGLE_SECRET']);
    together(['OIDC_ISSUER', 'OIDC_ID', 'OIDC_SECRET']);
    if (e.OIDC_NAME !== undefined && e.OIDC_ISSUER === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_NAME'],
        message: 'OIDC_NAME names the OIDC_ISSUER sign-in button; set OIDC_ISSUER, OIDC_ID and OIDC_SECRET too',
      });
    }
    // Sign-in links and redirects are built from this origin, never from a request's Host
    // or X-Forwarded-Host (which anyone can forge to have a victim mailed a link to their
    // own site). Development and `npm start` default to localhost; a production server says where it lives.
    if (e.NODE_ENV === 'production' && e.PUBLIC_URL === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message:
          'PUBLIC_URL must be set in production: the address users reach the app at, such as https://frets.example.org (sign-in links are built from it)',
      });
    }
    if (e.SMTP_URL !== undefined && e.EMAIL_FROM === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['EMAIL_FROM'],
        message: 'EMAIL_FROM must be set when SMTP_URL is: the sender address of sign-in e-mails',
      });
    }
  });

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  dataDir: string;
  /** The origin users reach the app at; every link and redirect the server builds starts with it. */
  publicUrl: string;
  trustProxy: boolean;
  logLevel: string;
  feedbackUrl: string | undefined;
  analyticsScriptUrl: string | undefined;
  clientDir: string;
  auth: AuthSettings;
};

export interface AuthSettings {
  /** Unset: the server generates one and keeps it in DATA_DIR/auth-secret (server/src/auth/secret.ts). */
  secret: string | undefined;
  /** Unset: sign-in links are written to the server log instead of being e-mailed. */
  smtp: { url: string; from: string } | undefined;
  github: { clientId: string; clientSecret: string } | undefined;
  google: { clientId: string; clientSecret: string } | undefined;
  oidc: { issuer: string; clientId: string; clientSecret: string; name: string } | undefined;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Reads the configuration from an environment (defaults to `process.env`). */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir: resolve(e.DATA_DIR),
    publicUrl: e.PUBLIC_URL === undefined ? `http://localhost:${e.PORT}` : new URL(e.PUBLIC_URL).origin,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    feedbackUrl: e.FEEDBACK_URL,
    analyticsScriptUrl: e.ANALYTICS_SCRIPT_URL,
    clientDir: resolve(e.CLIENT_DIR),
    auth: {
      secret: e.AUTH_SECRET,
      smtp: e.SMTP_URL && e.EMAIL_FROM ? { url: e.SMTP_URL, from: e.EMAIL_FROM } : undefined,
      github: e.GITHUB_ID && e.GITHUB_SECRET ? { clientId: e.GITHUB_ID, clientSecret: e.GITHUB_SECRET } : undefined,
      google: e.GOOGLE_ID && e.GOOGLE_SECRET ? { clientId: e.GOOGLE_ID, clientSecret: e.GOOGLE_SECRET } : undefined,
      oidc:
        e.OIDC_ISSUER && e.OIDC_ID && e.OIDC_SECRET
          ? {
              issuer: e.OIDC_ISSUER.replace(/\/$/, ''),
              clientId: e.OIDC_ID,
              clientSecret: e.OIDC_SECRET,
              name: e.OIDC_NAME ?? 'Single sign-on',
            }
          : undefined,
    },
  };
}
