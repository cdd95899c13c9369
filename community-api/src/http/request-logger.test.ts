import { Writable } from 'node:stream';
import express from 'express';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger.js';
import { noteOutcome, requestLog, requestLogger } from './request-logger.js';

function appLoggingAt(level: 'debug' | 'info' | 'warn') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = express();
  const logger = createLogger({ logLevel: level, nodeEnv: 'test' }, stream);
  app.use(requestLogger(logger));
  app.get('/ok', (_req, res) => void res.json({ ok: true }));
  app.get('/missing', (req, res) => {
    requestLog(req).info({ why: 'test' }, 'explained');
    noteOutcome(req, { code: 'NOT_FOUND' });
    res.status(404).json({ ok: false });
  });
  app.get('/broken', (req, res) => {
    noteOutcome(req, { err: new Error('the disk is on fire') });
    res.status(500).end();
  });
  return { request: supertest(app), lines };
}

describe('request logger', () => {
  it('writes one line per answer at the level its status deserves, with the request id it answered', async () => {
    const { request, lines } = appLoggingAt('info');
    const ok = await request.get('/ok').set('x-request-id', 'gateway-1');
    await request.get('/missing');
    await request.get('/broken');
    expect(ok.headers['x-request-id']).toBe('gateway-1');
    expect(lines.map((line) => [line.level, line.msg, line.path, line.status])).toEqual([
      [30, 'request completed', '/ok', 200],
      [30, 'explained', undefined, undefined],
      [40, 'request completed', '/missing', 404],
      [50, 'request errored', '/broken', 500],
    ]);
    expect(lines[0]).toMatchObject({ requestId: 'gateway-1', method: 'GET', responseTime: expect.any(Number) });
    expect(lines[0]).not.toHaveProperty('headers');
    expect(lines[1]).toEqual(expect.objectContaining({ requestId: lines[2]?.requestId, why: 'test' }));
    expect(lines[2]).toMatchObject({ code: 'NOT_FOUND' });
    expect(lines[3]).toMatchObject({ err: { message: 'the disk is on fire', stack: expect.stringContaining('Error') } });
  });

  it('writes nothing for answers below the level', async () => {
    const { request, lines } = appLoggingAt('warn');
    for (let index = 0; index < 3; index += 1) expect((await request.get('/ok')).status).toBe(200);
    expect(lines).toEqual([]);
    expect((await request.get('/broken')).status).toBe(500);
    expect(lines).toMatchObject([{ level: 50, path: '/broken' }]);
  });

  it('redacts token parameters of the path, and shows the headers, redacted, only at debug', async () => {
    const { request, lines } = appLoggingAt('debug');
    await request.get('/ok?token=SECRET&q=dune').set('Referer', 'http://x/reset-password?token=SECRET').set('Cookie', 'sid=SECRET');
    expect(JSON.stringify(lines)).not.toContain('SECRET');
    expect(lines).toMatchObject([
      { level: 20, msg: 'request headers', path: '/ok?token=[redacted]&q=dune', headers: { referer: 'http://x/reset-password?[redacted]', cookie: '[redacted]' } },
      { level: 30, msg: 'request completed', path: '/ok?token=[redacted]&q=dune' },
    ]);
  });
});
