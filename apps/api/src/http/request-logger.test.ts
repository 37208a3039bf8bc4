import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyChildLoggerFactory } from './request-logger';

/** An app whose log lines are collected, with a route that logs at info and at warn. */
async function appLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, childLoggerFactory: lazyChildLoggerFactory });
  app.get('/work', async (request) => {
    request.log.info({ step: 1 }, 'working');
    request.log.warn({ step: 2 }, 'something odd');
    return {
      enabled: (request.log as unknown as { isLevelEnabled(level: string): boolean }).isLevelEnabled('info'),
    };
  });
  await app.ready();
  return { app, lines };
}

describe("a request's logger", () => {
  it('writes what a pino child would: the request id on every line of the request, at the level set', async () => {
    const { app, lines } = await appLoggingAt('info');
    const response = await app.inject({ url: '/work' });
    expect(response.json()).toEqual({ enabled: true });
    const messages = lines.map((line) => line.msg);
    expect(messages).toEqual(['incoming request', 'working', 'something odd', 'request completed']);
    const ids = new Set(lines.map((line) => line.reqId));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toEqual(expect.any(String));
    expect(lines[1]).toMatchObject({ level: 30, step: 1 });
    expect(lines[2]).toMatchObject({ level: 40, step: 2 });
    await app.close();
  });

  it('at warn writes only the warning, still with its request id', async () => {
    const { app, lines } = await appLoggingAt('warn');
    const response = await app.inject({ url: '/work' });
    expect(response.json()).toEqual({ enabled: false });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'something odd', level: 40, step: 2, reqId: expect.any(String) });
    await app.close();
  });
});
