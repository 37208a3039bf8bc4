import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DOWNLOAD_FILE_NAMES, MESSAGES, STORE_ZIP_NAME } from '@applypilot/contracts';
import type { Config } from '../../config';
import { sendError } from '../../http/replies';
import { repoRoot } from '../../paths';
import { DownloadBuilds } from './download-builds';

/** The local agent's zip, as the root build writes it into DOWNLOADS_DIR. */
export const AGENT_ZIP_NAME = 'ApplyPilot-agent.zip';
export const AGENT_ZIP_PATH = `/downloads/${AGENT_ZIP_NAME}`;

/** Every file served under /downloads/: the zip for a computer with Node.js, the platform downloads, the store zip. */
const SERVED = [AGENT_ZIP_NAME, ...Object.values(DOWNLOAD_FILE_NAMES), STORE_ZIP_NAME];

/** Size and modification time of a download, or undefined when it is not built (or not a file). */
export async function agentZipStat(
  downloadsDir: string,
  name: string = AGENT_ZIP_NAME,
): Promise<{ size: number; mtimeMs: number } | undefined> {
  try {
    const info = await stat(path.join(downloadsDir, name));
    return info.isFile() ? { size: info.size, mtimeMs: info.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * GET /downloads/<name> for the known names only (no path from the request reaches the file system). The names carry
 * no version, so browsers must ask again each time (`no-cache`) and an ETag from size and modification time lets an
 * unchanged file answer 304 without a byte of body. The file is looked at on every request: a build made while the API
 * runs is served at once. GET /api/downloads lists the platform downloads with sizes and SHA-256, or says they are
 * being prepared (download-builds.ts).
 */
export function registerDownloadRoutes(app: FastifyInstance, config: Config) {
  const downloadsDir = config.DOWNLOADS_DIR;
  const builds = new DownloadBuilds({
    downloadsDir,
    repoRoot,
    apiOrigin: config.APP_ORIGIN,
    mode: config.DOWNLOADS_BUILD,
    log: (message) => app.log.info(message),
  });
  if (config.DOWNLOADS_BUILD === 'start') app.addHook('onListen', async () => void builds.ensure());
  app.get('/api/downloads', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return builds.list();
  });
  app.get<{ Params: { name: string } }>('/downloads/:name', async (request, reply) => {
    const name = request.params.name;
    // A name we never build is simply not found; one of ours that is missing has not been built yet.
    if (!SERVED.includes(name)) return sendError(reply, 404, MESSAGES.notFound);
    const file = await agentZipStat(downloadsDir, name);
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
