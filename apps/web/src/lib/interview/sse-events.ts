/**
 * Server-sent events as Gemini's `streamGenerateContent?alt=sse` sends them (FACTS.md): `data: {json}` lines, events
 * separated by a blank line, no `[DONE]`. Parsed by hand rather than with EventSource, which cannot POST or send a
 * header. Yields each event's data (the `data:` lines of one event joined with '\n', as the SSE standard says).
 */
export async function* sseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      // stream: true keeps a character split across two network chunks whole.
      buffer += decoder.decode(value, { stream: true });
      // Normalise CRLF and CR so one split rule serves every server.
      buffer = buffer.replace(/\r\n?/g, '\n');
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const data = eventData(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (data !== null) yield data;
        end = buffer.indexOf('\n\n');
      }
    }
    // A last event without its blank line still counts (a server that closes right after it).
    const data = eventData(buffer);
    if (data !== null) yield data;
  } finally {
    reader.releaseLock();
  }
}

function eventData(block: string): string | null {
  const lines = block
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(5).replace(/^ /, ''));
  return lines.length > 0 ? lines.join('\n') : null;
}
