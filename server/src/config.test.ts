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
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET must be at least 32 characters'],
    [{ SMTP_URL: 'https://mail.example.org' }, 'SMTP_URL must be an smtp:// or smtps:// URL'],
    [{ SMTP_URL: 'smtp://mail.example.org' }, 'EMAIL_FROM must be set when SMTP_URL is'],
    [{ SMTP_URL: 'smtp://mail.example.org', EMAIL_FROM: 'not an address' }, 'EMAIL_FROM must be an address'],
    [{ GITHUB_ID: 'id' }, 'GITHUB_SECRET must be set too when GITHUB_ID is set'],
    [{ GOOGLE_SECRET: 'secret' }, 'GOOGLE_ID must be set too when GOOGLE_SECRET is set'],
    [{ OIDC_ISSUER: 'https://id.example.org' }, 'OIDC_ID and OIDC_SECRET must be set too when OIDC_ISSUER is set'],
    [{ OIDC_ISSUER: 'id.example.org', OIDC_ID: 'a', OIDC_SECRET: 'b' }, 'OIDC_ISSUER must be a full URL'],
    [{ OIDC_NAME: 'Example ID' }, 'OIDC_NAME names the OIDC_ISSUER sign-in button'],
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

  it('keeps the origin of the public URL, without a trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://frets.example/' }).publicUrl).toBe('https://frets.example');
    expect(loadConfig({ PUBLIC_URL: 'https://frets.example:8443/app/' }).publicUrl).toBe('https://frets.example:8443');
  });

  it('puts the app at localhost on its port when no public URL is set outside production', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080', NODE_ENV: 'test' }).publicUrl).toBe('http://localhost:8080');
  });

  it('refuses to start in production without a public URL, saying why in one line', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /PUBLIC_URL must be set in production: the address users reach the app at/,
    );
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://frets.example' }).publicUrl).toBe(
      'https://frets.example',
    );
  });

  it('has e-mail sign-in only, with a generated secret, when nothing is set', () => {
    expect(loadConfig({}).auth).toEqual({
      secret: undefined,
      smtp: undefined,
      github: undefined,
      google: undefined,
      oidc: undefined,
    });
  });

  it('reads the sign-in settings', () => {
    const { auth } = loadConfig({
      AUTH_SECRET: 'x'.repeat(32),
      SMTP_URL: 'smtps://user:pass@mail.example.org:465',
      EMAIL_FROM: 'Fretboard <frets@example.org>',
      GITHUB_ID: 'gh',
      GITHUB_SECRET: 'gh-secret',
      GOOGLE_ID: 'g',
      GOOGLE_SECRET: 'g-secret',
      OIDC_ISSUER: 'https://id.example.org/realms/frets/',
      OIDC_ID: 'o',
      OIDC_SECRET: 'o-secret',
    });
    expect(auth).toEqual({
      secret: 'x'.repeat(32),
      smtp: { url: 'smtps://user:pass@mail.example.org:465', from: 'Fretboard <frets@example.org>' },
      github: { clientId: 'gh', clientSecret: 'gh-secret' },
      google: { clientId: 'g', clientSecret: 'g-secret' },
      oidc: {
        issuer: 'https://id.example.org/realms/frets',
        clientId: 'o',
        clientSecret: 'o-secret',
        name: 'Single sign-on',
      },
    });
    expect(
      loadConfig({ OIDC_ISSUER: 'https://id.example.org', OIDC_ID: 'o', OIDC_SECRET: 's', OIDC_NAME: 'Example ID' })
        .auth.oidc?.name,
    ).toBe('Example ID');
    expect(
      loadConfig({ SMTP_URL: 'smtp://mail.example.org:25', EMAIL_FROM: 'frets@example.org' }).auth.smtp?.from,
    ).toBe('frets@example.org');
  });
});
