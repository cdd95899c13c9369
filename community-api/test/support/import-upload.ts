import { request as httpRequest } from 'node:http';
import type { ImportReport, ImportSource } from '@starshelf/contract';
import { TEST_PUBLIC_URL, type TestAgent, type TestApp } from './test-app.js';
import { waitFor } from './wait-for.js';

/** POST /api/imports/{source} with the file in the multipart field `file`. */
export const uploadFile = (agent: TestAgent, source: ImportSource, content: string | Buffer, name: string) =>
  agent.post(`/api/imports/${source}`).attach('file', Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'), name);

/** Polls the report until the job has finished. */
export async function finishedReport(agent: TestAgent, id: string): Promise<ImportReport> {
  let report: ImportReport | undefined;
  await waitFor(async () => {
    const response = await agent.get(`/api/imports/${id}`);
    report = response.body.data as ImportReport;
    return report.status === 'done' || report.status === 'failed';
  }, 20_000);
  return report!;
}

export const importCount = async (app: TestApp, userId: string) =>
  Number((await app.pool.query<{ n: string }>('select count(*) as n from community.imports where user_id = $1', [userId])).rows[0]!.n);

/** A real session's cookie for a raw request (supertest cannot hold a body back). */
export async function sessionCookie(app: TestApp, userId: string): Promise<string> {
  const { sessionService } = await import('../../src/modules/auth/session-service.js');
  const { createDatabase } = await import('../../src/db/database.js');
  const session = await sessionService(createDatabase(app.pool), app.config.session, () => new Date()).create(userId);
  return `${app.config.session.cookieName}=${session.token}`;
}

export type Writer = (chunk: Buffer) => Promise<void>;

/** An upload over a raw socket whose body `send` writes as it likes; resolves with the answer. */
export function rawUpload(app: TestApp, source: ImportSource, cookie: string, headers: Record<string, string>, send: (write: Writer, isAnswered: () => boolean) => Promise<void>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest({
      host: '127.0.0.1',
      port: app.port,
      method: 'POST',
      path: `/api/imports/${source}`,
      headers: { ...headers, Cookie: cookie, Origin: TEST_PUBLIC_URL, 'Content-Type': 'multipart/form-data; boundary=b' },
    });
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body });
        req.destroy();
      });
    });
    // Writing into a connection the server closed after answering is expected here.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    let isClosed = false;
    const waiting = new Set<() => void>();
    req.on('close', () => {
      isClosed = true;
      for (const done of waiting) done();
    });
    const write: Writer = (chunk) =>
      new Promise((done) => {
        if (answered || isClosed) return done();
        if (req.write(chunk)) return done();
        // Resumes when the socket drains, or at once when the server closed it.
        const resume = () => {
          waiting.delete(resume);
          done();
        };
        waiting.add(resume);
        req.once('drain', resume);
      });
    send(write, () => answered).catch(() => undefined);
  });
}
