import type { EmailConfig } from '@auth/core/providers/email';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';

/** A sign-in link on its way to the person who asked for it. */
export interface SignInLink {
  to: string;
  url: string;
  expires: Date;
}

/** Sends (or otherwise hands over) a sign-in link; tests inject one that keeps the links. */
export type DeliverSignInLink = (link: SignInLink) => Promise<void>;

/** How long a magic link stays valid (Auth.js's default is a whole day). */
export const MAGIC_LINK_MAX_AGE_SECONDS = 60 * 60;

/** The e-mail magic-link provider ("email"), delivering through `deliver`. */
export function createEmailProvider(deliver: DeliverSignInLink): EmailConfig {
  return {
    id: 'email',
    type: 'email',
    name: 'E-mail',
    maxAge: MAGIC_LINK_MAX_AGE_SECONDS,
    async sendVerificationRequest({ identifier, url, expires }) {
      await deliver({ to: identifier, url, expires });
    },
  };
}

/** Without SMTP settings: the link goes to the server log, so a self-hoster can still sign in. */
export function logDelivery(log: Pick<FastifyBaseLogger, 'warn'>): DeliverSignInLink {
  return async ({ to, url, expires }) => {
    log.warn(
      { to, url, expires },
      'E-mail is not configured (SMTP_URL and EMAIL_FROM), so this sign-in link was not sent. Open it to sign in as %s: %s',
      to,
      url,
    );
  };
}

/** With SMTP_URL and EMAIL_FROM: one e-mail per link through nodemailer. */
export function smtpDelivery({ url, from }: { url: string; from: string }): DeliverSignInLink {
  // Loaded on first use: a server without SMTP settings never loads nodemailer.
  let transport: Promise<Transporter> | undefined;
  return async (link) => {
    transport ??= import('nodemailer').then((nodemailer) => nodemailer.createTransport(url));
    const { host } = new URL(link.url);
    const result = await (
      await transport
    ).sendMail({
      to: link.to,
      from,
      subject: `Sign in to Fretboard`,
      text: signInText(link.url, host),
      html: signInHtml(link.url, host),
    });
    const failed = [...(result.rejected ?? []), ...((result as { pending?: unknown[] }).pending ?? [])].filter(Boolean);
    if (failed.length > 0) throw new Error(`The sign-in e-mail to ${failed.map(String).join(', ')} could not be sent`);
  };
}

export function signInText(url: string, host: string): string {
  return [
    `Sign in to Fretboard (${host}) by opening this link:`,
    '',
    url,
    '',
    `The link works once, within ${MAGIC_LINK_MAX_AGE_SECONDS / 60} minutes.`,
    'If you did not ask to sign in, ignore this e-mail: nothing happens without the link.',
    '',
  ].join('\n');
}

export function signInHtml(url: string, host: string): string {
  const href = escapeHtml(url);
  return `<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">
<p>Sign in to Fretboard (${escapeHtml(host)}):</p>
<p><a href="${href}" style="display: inline-block; padding: 0.6em 1.2em; background: #1f4e79; color: #fff; text-decoration: none; border-radius: 6px">Sign in</a></p>
<p>The link works once, within ${MAGIC_LINK_MAX_AGE_SECONDS / 60} minutes. If you did not ask to sign in, ignore this e-mail.</p>
</body></html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
