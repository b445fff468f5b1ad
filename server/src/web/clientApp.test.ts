import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { renderIndexHtml } from './clientApp';
import { contentSecurityPolicy } from './securityHeaders';

const template = '<head><!--app-config--></head>';

describe('the page the server sends', () => {
  it('carries the public configuration and no analytics tag by default', () => {
    const html = renderIndexHtml(template, loadConfig({}));
    expect(html).toContain(
      '<script id="app-config" type="application/json">{"feedbackUrl":null,"analyticsEnabled":false}</script>',
    );
    expect(html).not.toContain('<script defer');
  });

  it('loads the analytics script only when one is configured', () => {
    const html = renderIndexHtml(template, loadConfig({ ANALYTICS_SCRIPT_URL: 'https://stats.example/script.js' }));
    expect(html).toContain('<script defer src="https://stats.example/script.js"></script>');
  });

  it('cannot be broken out of by a configured value', () => {
    const html = renderIndexHtml(
      template,
      loadConfig({ FEEDBACK_URL: 'https://x.example/</script><script>alert(1)</script>' }),
    );
    expect(html).not.toContain('</script><script>alert(1)');
  });
});

describe('content security policy', () => {
  it('allows only our own origin for scripts, and the analytics origin when configured', () => {
    expect(contentSecurityPolicy(loadConfig({}), { embeddable: false })).toContain("script-src 'self';");
    const withAnalytics = contentSecurityPolicy(loadConfig({ ANALYTICS_SCRIPT_URL: 'https://stats.example/s.js' }), {
      embeddable: false,
    });
    expect(withAnalytics).toContain("script-src 'self' https://stats.example;");
  });

  it('lets any site frame the embed screens and no one else frame the rest', () => {
    expect(contentSecurityPolicy(loadConfig({}), { embeddable: true })).toContain('frame-ancestors *');
    expect(contentSecurityPolicy(loadConfig({}), { embeddable: false })).toContain("frame-ancestors 'self'");
  });
});
