import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config';
import { contentSecurityPolicy } from './securityHeaders';

/** What the server tells the page at load: the public part of the configuration. */
export interface PublicAppConfig {
  feedbackUrl: string | null;
  analyticsEnabled: boolean;
}

interface BuiltClient {
  html: string;
  knownPaths: RegExp[];
}

/** Reads the built client (index.html and the route list the build wrote beside it). */
function loadBuiltClient(config: Config): BuiltClient | null {
  const indexFile = join(config.clientDir, 'index.html');
  const routesFile = join(config.clientDir, 'routes.json');
  if (!existsSync(indexFile) || !existsSync(routesFile)) return null;
  const routes = JSON.parse(readFileSync(routesFile, 'utf8')) as { patterns: string[] };
  return {
    html: renderIndexHtml(readFileSync(indexFile, 'utf8'), config),
    knownPaths: routes.patterns.map((source) => new RegExp(source)),
  };
}

/** Puts the public configuration (and the analytics tag, when configured) into the page. */
export function renderIndexHtml(template: string, config: Config): string {
  const publicConfig: PublicAppConfig = {
    feedbackUrl: config.feedbackUrl ?? null,
    analyticsEnabled: Boolean(config.analyticsScriptUrl),
  };
  // JSON in a non-executing script block; '<' is escaped so no value can close the tag.
  const json = JSON.stringify(publicConfig).replace(/</g, '\\u003c');
  const configTag = `<script id="app-config" type="application/json">${json}</script>`;
  const analyticsTag = config.analyticsScriptUrl
    ? `<script defer src="${escapeAttribute(config.analyticsScriptUrl)}"></script>`
    : '';
  return template.replace('<!--app-config-->', configTag + analyticsTag);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * Serves the built single-page app: hashed assets with a year-long immutable cache,
 * index.html (never cached) for every path the app knows with 200, and for any other
 * path with 404 so the 404 screen is also a 404 to crawlers and tools.
 */
export async function registerClientApp(app: FastifyInstance, config: Config): Promise<void> {
  const client = loadBuiltClient(config);
  // An SVG opened on its own is a document too: it gets the same policy as a page.
  const assetPolicy = contentSecurityPolicy(config, { embeddable: false });
  if (client) {
    await app.register(fastifyStatic, {
      root: config.clientDir,
      index: false,
      wildcard: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${join(config.clientDir, 'assets')}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        );
        if (filePath.endsWith('.svg')) reply.header('content-security-policy', assetPolicy);
      },
    });
  } else {
    app.log.warn(`No built client in ${config.clientDir}: run "npm run build" (npm start does it for you).`);
  }

  if (config.feedbackUrl) {
    const target = config.feedbackUrl;
    app.get('/feedback', (_request, reply) => reply.redirect(target, 302));
  }

  // The static plugin would answer "/" as a directory listing request; it is a page.
  app.get('/', (request, reply) => (client ? sendPage(request, reply, client, config, '/') : notBuilt(reply)));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
    if (!wantsPage) {
      return reply.code(404).send({ error: 'NotFound', message: `Nothing is at ${request.method} ${pathname}.` });
    }
    if (!client) return notBuilt(reply);
    return sendPage(request, reply, client, config, pathname);
  });
}

function notBuilt(reply: FastifyReply) {
  return reply
    .code(503)
    .type('text/plain; charset=utf-8')
    .send('The app has not been built yet. Run "npm run build", then start the server again.');
}

function sendPage(request: FastifyRequest, reply: FastifyReply, client: BuiltClient, config: Config, pathname: string) {
  const known = client.knownPaths.some((pattern) => pattern.test(pathname));
  const embeddable = pathname.startsWith('/embed/');
  reply.header('content-security-policy', contentSecurityPolicy(config, { embeddable }));
  if (embeddable) reply.removeHeader('x-frame-options');
  request.log.debug({ pathname, known }, 'page');
  return reply
    .code(known ? 200 : 404)
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(client.html);
}
