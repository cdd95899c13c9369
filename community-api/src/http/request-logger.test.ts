import { Writable } from 'node:stream';
import express from 'express';
import { pino } from 'pino';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { requestLog, requestLogger } from './request-logger.js';

function appLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = express();
  const logger = pino({ level }, stream);
  app.use(requestLogger(logger));
  // Binding a request to a child logger serialises it; children inherit this counting `child`.
  let children = 0;
  const child = logger.child.bind(logger);
  logger.child = ((...args: Parameters<typeof child>) => ((children += 1), child(...args))) as typeof child;
  app.get('/ok', (_req, res) => void res.json({ ok: true }));
  app.get('/missing', (req, res) => {
    requestLog(req).info({ why: 'test' }, 'explained');
    res.status(404).json({ ok: false });
  });
  app.get('/broken', (_req, res) => void res.status(500).end());
  return { request: supertest(app), lines, children: () => children };
}

describe('request logger', () => {
  it('writes one line per answer at the level its status deserves, with the request id it answered', async () => {
    const { request, lines } = appLoggingAt('info');
    const ok = await request.get('/ok').set('x-request-id', 'gateway-1');
    await request.get('/missing');
    await request.get('/broken');
    expect(ok.headers['x-request-id']).toBe('gateway-1');
    expect(lines.map((line) => [line.level, line.msg, (line.req as { url: string }).url, (line.res as { statusCode: number } | undefined)?.statusCode])).toEqual([
      [30, 'request completed', '/ok', 200],
      [30, 'explained', '/missing', undefined],
      [40, 'request completed', '/missing', 404],
      [50, 'request errored', '/broken', 500],
    ]);
    expect(lines[0]).toMatchObject({ req: { id: 'gateway-1', method: 'GET' }, responseTime: expect.any(Number) });
    expect(lines[3]).toMatchObject({ err: { message: 'failed with status code 500' } });
  });

  it('does not serialise a request whose line is below the level', async () => {
    const { request, lines, children } = appLoggingAt('warn');
    for (let index = 0; index < 3; index += 1) expect((await request.get('/ok')).status).toBe(200);
    expect(lines).toEqual([]);
    expect(children()).toBe(0);
    expect((await request.get('/broken')).status).toBe(500);
    expect(lines).toMatchObject([{ level: 50, req: { url: '/broken' } }]);
  });
});
