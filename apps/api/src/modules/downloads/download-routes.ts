import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@applypilot/contracts';
import { sendError } from '../../http/replies';

/** The local agent's zip, as the root build writes it into DOWNLOADS_DIR. */
export const AGENT_ZIP_NAME = 'ApplyPilot-agent.zip';
export const AGENT_ZIP_PATH = `/downloads/${AGENT_ZIP_NAME}`;

/** Size and modification time of the zip, or undefined when it is not built (or not a file). */
export async function agentZipStat(
  downloadsDir: string,
): Promise<{ size: number; mtimeMs: number } | undefined> {
  try {
    const info = await stat(path.join(downloadsDir, AGENT_ZIP_NAME));
    return info.isFile() ? { size: info.size, mtimeMs: info.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * GET /downloads/ApplyPilot-agent.zip. The name carries no version, so browsers must ask again each time
 * (`no-cache`) and an ETag from size and modification time lets an unchanged zip answer 304 without a byte of body.
 * The file is looked at on every request: a build made while the API runs is served at once.
 */
export function registerDownloadRoutes(app: FastifyInstance, downloadsDir: string) {
  app.get(AGENT_ZIP_PATH, async (request, reply) => {
    const file = await agentZipStat(downloadsDir);
    if (!file) return sendError(reply, 404, MESSAGES.downloadNotBuilt);
    const etag = `"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
    reply.header('cache-control', 'no-cache').header('etag', etag);
    const match = request.headers['if-none-match'];
    if (match !== undefined && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      return reply.code(304).send();
    }
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${AGENT_ZIP_NAME}"`)
      .header('content-length', file.size)
      .send(createReadStream(path.join(downloadsDir, AGENT_ZIP_NAME)));
  });
}
