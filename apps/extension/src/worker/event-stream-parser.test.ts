import { describe, expect, it } from 'vitest';
import { EventStreamParser } from './event-stream-parser';

const started = { type: 'run-started', runId: 'r1', at: 1700000000000 };
const log = { type: 'log', runId: 'r1', message: 'Waiting 42 s before the next job' };

describe('EventStreamParser', () => {
  it('dispatches each event at its blank line, in order', () => {
    const parser = new EventStreamParser();
    expect(parser.push(`data: ${JSON.stringify(started)}\n\ndata: ${JSON.stringify(log)}\n\n`)).toEqual([
      JSON.stringify(started),
      JSON.stringify(log),
    ]);
  });

  it('keeps a partial event across chunks split anywhere', () => {
    const text = `data: ${JSON.stringify(started)}\n\ndata: ${JSON.stringify(log)}\n\n`;
    for (let cut = 1; cut < text.length; cut += 7) {
      const parser = new EventStreamParser();
      const out = [...parser.push(text.slice(0, cut)), ...parser.push(text.slice(cut))];
      expect(out).toEqual([JSON.stringify(started), JSON.stringify(log)]);
    }
  });

  it('handles CRLF and CR line ends, even a CRLF split between chunks', () => {
    const parser = new EventStreamParser();
    expect(parser.push('data: one\r')).toEqual([]);
    expect(parser.push('\n\r\n')).toEqual(['one']);
    expect(parser.push('data: two\r\rdata: three\r\n\r\n')).toEqual(['two', 'three']);
  });

  it('joins multi-line data and skips comments, other fields and empty events', () => {
    const parser = new EventStreamParser();
    expect(parser.push(': keep-alive\n\nevent: progress\nid: 7\ndata: a\ndata:b\nretry: 5\n\n\n')).toEqual([
      'a\nb',
    ]);
  });

  it('dispatches nothing for an event the stream never finished', () => {
    const parser = new EventStreamParser();
    expect(parser.push('data: {"type":"log"')).toEqual([]);
  });
});
