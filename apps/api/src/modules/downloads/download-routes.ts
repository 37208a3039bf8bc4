import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  DOWNLOAD_FILE_NAMES,
  DownloadListQuerySchema,
  MESSAGES,
  STORE_ZIP_NAME,
  type DownloadStamp,
} from '@applypilot/contracts';
import type { Config } from '../../config';
import { sendError } from '../../http/replies';
import { repoRoot } from '../../paths';
import { DownloadBuilds, type DownloadBuildsOptions } from './download-builds';
import { AGENT_ZIP_NAME, currentAgentZip, fileStat } from './download-stamp';

export { AGENT_ZIP_NAME, AGENT_ZIP_PATH } from './download-stamp';

const PLATFORM_FILES: readonly string[] = Object.values(DOWNLOAD_FILE_NAMES);
/** Every file served under /downloads/: the zip for a computer with Node.js, the platform downloads, the store zip. */
const SERVED = [AGENT_ZIP_NAME, ...PLATFORM_FILES, STORE_ZIP_NAME];

/**
 * GET /downloads/<name> for the known names only (no path from the request reaches the file system), and only while
 * the file was built for this site, agent version and grant key (decision 051; the store package holds no key). The
 * names carry no version, so browsers must ask again each time (`no-cache`) and an ETag from size and modification
 * time lets an unchanged file answer 304 without a byte of body. GET /api/downloads lists the platform downloads with
 * sizes and SHA-256, and says what is being prepared (download-builds.ts); `?first=<platform>` builds the visitor's
 * next. With DOWNLOADS_BUILD=start (the default) the build starts as soon as the API listens.
 */
export function registerDownloadRoutes(
  app: FastifyInstance,
  config: Config,
  stamp: DownloadStamp,
  command?: DownloadBuildsOptions['command'],
) {
  const downloadsDir = config.DOWNLOADS_DIR;
  const builds = new DownloadBuilds({
    downloadsDir,
    repoRoot,
    stamp,
    mode: config.DOWNLOADS_BUILD,
    log: (message) => app.log.info(message),
    ...(command ? { command } : {}),
  });
  if (config.DOWNLOADS_BUILD === 'start') app.addHook('onListen', async () => void builds.ensure());
  app.addHook('onClose', async () => builds.stop());
  app.get('/api/downloads', async (request, reply) => {
    const query = DownloadListQuerySchema.safeParse(request.query);
    if (!query.success) return sendError(reply, 400, MESSAGES.downloadPlatformUnknown);
    reply.header('cache-control', 'no-store');
    return builds.list(query.data.first);
  });
  app.get<{ Params: { name: string } }>('/downloads/:name', async (request, reply) => {
    const name = request.params.name;
    // A name we never build is simply not found; one of ours that is missing (or stale) has not been built yet.
    if (!SERVED.includes(name)) return sendError(reply, 404, MESSAGES.notFound);
    const file =
      name === AGENT_ZIP_NAME
        ? await currentAgentZip(downloadsDir, stamp)
        : PLATFORM_FILES.includes(name) && !(await builds.serves(name))
          ? undefined
          : await fileStat(downloadsDir, name);
    if (!file) return sendError(reply, 404, MESSAGES.downloadNotBuilt);
    const etag = `"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
    reply.header('cache-control', 'no-cache').header('etag', etag);
    const match = request.headers['if-none-match'];
    if (match !== undefined && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      return reply.code(304).send();
    }
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('content-length', file.size)
      .send(createReadStream(path.join(downloadsDir, name)));
  });
}
