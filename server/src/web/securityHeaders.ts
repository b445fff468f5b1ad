import type { Config } from '../config';

/** Sent on responses that went out over https only (directly, or through a proxy TRUST_PROXY trusts). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * The content security policy the app runs under: everything from our own origin, the
 * WebSocket back to it, and the analytics script's origin only when one is configured.
 * `embeddable` pages (the /embed screens) may be framed by any site.
 */
export function contentSecurityPolicy(config: Config, { embeddable }: { embeddable: boolean }): string {
  const analyticsOrigin = config.analyticsScriptUrl ? new URL(config.analyticsScriptUrl).origin : null;
  const scriptSrc = ["'self'", analyticsOrigin].filter(Boolean).join(' ');
  const connectSrc = ["'self'", 'ws:', 'wss:', analyticsOrigin].filter(Boolean).join(' ');
  const directives = [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${connectSrc}`,
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${embeddable ? '*' : "'self'"}`,
  ];
  return directives.join('; ');
}
