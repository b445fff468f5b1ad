import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('server configuration', () => {
  it('starts on port 3000 with the embedded database when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.analyticsScriptUrl).toBeUndefined();
    expect(config.feedbackUrl).toBeUndefined();
  });

  it('uses a Postgres server when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/app' }).databaseUrl).toBe('postgres://u@db:5432/app');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', FEEDBACK_URL: '' }).databaseUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a number'],
    [{ PORT: '70000' }, 'PORT must be between 0 and 65535'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres://'],
    [{ ANALYTICS_SCRIPT_URL: 'http://insecure.example/a.js' }, 'ANALYTICS_SCRIPT_URL must be an https:// URL'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY must be true or false'],
    [{ FEEDBACK_URL: 'not a url' }, 'FEEDBACK_URL must be a full URL'],
    [{ FEEDBACK_URL: 'javascript:alert(1)' }, 'FEEDBACK_URL must be a full URL'],
  ])('refuses %o with a message that names the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('lists every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', DATABASE_POOL_SIZE: '0' })).toThrow(/PORT[\s\S]*DATABASE_POOL_SIZE/);
  });

  it('accepts a mailto: feedback address', () => {
    expect(loadConfig({ FEEDBACK_URL: 'mailto:frets@example.org' }).feedbackUrl).toBe('mailto:frets@example.org');
  });

  it('drops a trailing slash from the public URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://frets.example/' }).publicUrl).toBe('https://frets.example');
  });
});
