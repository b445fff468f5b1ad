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

const envSchema = z.object({
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
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  dataDir: string;
  publicUrl: string | undefined;
  trustProxy: boolean;
  logLevel: string;
  feedbackUrl: string | undefined;
  analyticsScriptUrl: string | undefined;
  clientDir: string;
};

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
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    feedbackUrl: e.FEEDBACK_URL,
    analyticsScriptUrl: e.ANALYTICS_SCRIPT_URL,
    clientDir: resolve(e.CLIENT_DIR),
  };
}
