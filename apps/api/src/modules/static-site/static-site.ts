import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@applypilot/contracts';
import { isServerPath } from '../../http/api-messages';
import { routePage } from './route-pages';

const MISSING_BUILD_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>ApplyPilot: web app not built</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>The web app has not been built yet</h1>
<p>The API is running, but there is no built site to serve. Build it, then reload this page:</p>
<pre style="background:#f3f4f6;padding:1rem">npm run build -w apps/web</pre>
<p>(<code>npm start</code> at the repository root builds it for you.)</p>
</body></html>`;

/**
 * Serves the built web app from WEB_DIST_DIR on the API's origin. Server prefixes (/auth, /api, /sandbox, /downloads, /dev)
 * answer JSON 404 when unknown; every other GET gets index.html so the single-page app can route it.
 */
export async function registerStaticSite(app: FastifyInstance, distDir: string) {
  const built = existsSync(path.join(distDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      index: ['index.html'],
      // The web build writes .br and .gz next to each text file; the best one the browser accepts is sent.
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        // The same URL answers brotli, gzip or plain by Accept-Encoding; shared caches must keep them apart.
        res.setHeader('vary', 'Accept-Encoding');
        // Hashed assets never change; index.html must be re-read so a new build is picked up.
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  // index.html for a page path, with the route's chunks named when the build lists them.
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache');
    const pathname = request.url.split(/[?#]/)[0]?.replace(/(.)\/+$/, '$1') ?? '/';
    const page = await routePage(distDir, pathname);
    if (page) return reply.type('text/html; charset=utf-8').send(page);
    return reply.sendFile('index.html');
  };
  // `/` by name: the file server would answer it with the plain index.html.
  if (built) app.get('/', sendPage);

  app.setNotFoundHandler(async (request, reply) => {
    // A missing file under /assets is a chunk of an older build, not a page: a 404 lets the app report a failed
    // chunk load instead of running index.html as a script.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isServerPath(request.url) &&
      !request.url.startsWith('/assets/');
    if (!isPage) return reply.code(404).send({ success: false, error: MESSAGES.notFound });
    if (!built) return reply.code(503).type('text/html; charset=utf-8').send(MISSING_BUILD_PAGE);
    return sendPage(request, reply);
  });
}
