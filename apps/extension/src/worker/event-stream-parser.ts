/**
 * An incremental `text/event-stream` reader (the WHATWG rules that matter here): lines end in LF, CR or CRLF;
 * `data:` lines accumulate and a blank line dispatches them joined by LF; a single space after the colon is
 * dropped; comments (`:` lines, the agent's keep-alives) and other fields are skipped. Chunks may split anywhere,
 * even between CR and LF.
 */
export class EventStreamParser {
  private buffer = '';
  private data: string[] = [];
  private pendingCr = false;

  /** Feeds decoded text; returns the data of each event completed by it, in order. */
  push(chunk: string): string[] {
    let text = chunk;
    // A CR that ended the previous chunk already ended its line: a LF starting this one is its other half.
    if (this.pendingCr && text.startsWith('\n')) text = text.slice(1);
    this.pendingCr = false;
    this.buffer += text;
    const out: string[] = [];
    let start = 0;
    for (let i = 0; i < this.buffer.length; i += 1) {
      const ch = this.buffer[i];
      if (ch !== '\n' && ch !== '\r') continue;
      this.line(this.buffer.slice(start, i), out);
      if (ch === '\r') {
        if (i + 1 === this.buffer.length) this.pendingCr = true;
        else if (this.buffer[i + 1] === '\n') i += 1;
      }
      start = i + 1;
    }
    this.buffer = this.buffer.slice(start);
    return out;
  }

  private line(line: string, out: string[]): void {
    if (line === '') {
      if (this.data.length > 0) out.push(this.data.join('\n'));
      this.data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    if (field !== 'data') return;
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    this.data.push(value);
  }
}
