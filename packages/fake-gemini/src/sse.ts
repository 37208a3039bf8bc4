import type { ServerResponse } from 'node:http';
import type { Lifecycle } from './lifecycle';

/** Starts a text/event-stream answer the way Gemini does (no [DONE], events end with \r\n\r\n). */
export function startSse(res: ServerResponse): void {
  res.writeHead(200, {
    'Content-Type': 'text/event-stream',
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  });
  res.flushHeaders();
}

export function isOpen(res: ServerResponse): boolean {
  return !res.destroyed && !res.writableEnded;
}

/** Writes each payload as one `data:` event, waiting chunkDelayMs between them; stops if the client went away. */
export async function writeSseEvents(
  res: ServerResponse,
  payloads: string[],
  chunkDelayMs: number,
  lifecycle: Lifecycle,
): Promise<void> {
  for (const [index, payload] of payloads.entries()) {
    if (index > 0) await lifecycle.sleep(chunkDelayMs);
    if (!isOpen(res)) return;
    res.write(`data: ${payload}\r\n\r\n`);
  }
  if (isOpen(res)) res.end();
}
