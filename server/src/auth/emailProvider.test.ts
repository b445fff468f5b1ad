import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createEmailProvider, logDelivery, MAGIC_LINK_MAX_AGE_SECONDS, signInHtml, signInText } from './emailProvider';
import { resolveAuthSecret } from './secret';

// The provider and the secret only warn: a logger with `warn` alone is a whole one to them.
const fakeLog = () => ({ warn: vi.fn() }) satisfies Pick<FastifyBaseLogger, 'warn'>;

describe('e-mail provider', () => {
  it('is the "email" provider, handing each link to its delivery', async () => {
    const deliver = vi.fn(async () => {});
    const provider = createEmailProvider(deliver);
    expect(provider).toMatchObject({ id: 'email', type: 'email', maxAge: MAGIC_LINK_MAX_AGE_SECONDS });
    const expires = new Date();
    await provider.sendVerificationRequest({ identifier: 'a@example.com', url: 'https://x/link', expires } as never);
    expect(deliver).toHaveBeenCalledWith({ to: 'a@example.com', url: 'https://x/link', expires });
  });

  it('writes the link to the log, with a warning, when e-mail is not configured', async () => {
    const log = fakeLog();
    await logDelivery(log)({
      to: 'a@example.com',
      url: 'https://x/api/auth/callback/email?token=t',
      expires: new Date(),
    });
    expect(log.warn).toHaveBeenCalledTimes(1);
    const [fields, message, ...args] = log.warn.mock.calls[0]!;
    expect(fields).toMatchObject({ to: 'a@example.com', url: 'https://x/api/auth/callback/email?token=t' });
    expect(message).toContain('E-mail is not configured');
    expect(args).toContain('https://x/api/auth/callback/email?token=t');
  });

  it('escapes the link in the HTML e-mail and states how long it lasts', () => {
    expect(signInHtml('https://x/?a=1&b="2"', 'x')).toContain('href="https://x/?a=1&#38;b=&#34;2&#34;"');
    expect(signInText('https://x/l', 'x')).toContain('within 60 minutes');
  });
});

describe('sign-in secret', () => {
  it('uses AUTH_SECRET when set, and otherwise generates one once and keeps it in DATA_DIR', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fretboard-secret-'));
    try {
      const log = fakeLog();
      expect(await resolveAuthSecret('s'.repeat(32), dir, log)).toBe('s'.repeat(32));
      const generated = await resolveAuthSecret(undefined, join(dir, 'data'), log);
      expect(generated).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect((await readFile(join(dir, 'data', 'auth-secret'), 'utf8')).trim()).toBe(generated);
      expect(log.warn).toHaveBeenCalledTimes(1);
      expect(await resolveAuthSecret(undefined, join(dir, 'data'), log)).toBe(generated);
      expect(log.warn).toHaveBeenCalledTimes(1);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
