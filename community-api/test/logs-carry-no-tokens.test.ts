import { describe, expect, it } from 'vitest';
import { useSuiteDatabase } from './support/suite.js';
import { TEST_PUBLIC_URL, type TestApp } from './support/test-app.js';
import { createMigratedDatabase } from './support/test-database.js';

const SECRET = 'SECRETtokenValue0123456789abcdefghijklmnopq';
const INFO = 30;

/**
 * Link tokens can reach the API log through `Referer` (a token page calls the API with its
 * address in the bar) and through token parameters of the path (the newsletter's mailed links),
 * and a request's headers must be written once. Every request here carries a token; the real app
 * writes with the production logger's settings.
 */
describe('logs carry no tokens, and one line per request', () => {
  const suite = useSuiteDatabase(createMigratedDatabase);

  const pageOf = (path: string) => `${TEST_PUBLIC_URL}${path}?token=${SECRET}`;
  const attacks = (app: TestApp) => [
    ['signed-out user', () => app.agent().get(`/api/auth/user?token=${SECRET}`).set('Referer', pageOf('/reset-password'))],
    ['reset confirm', () => app.agent().post('/api/auth/password-reset/confirm').set('Referer', pageOf('/reset-password')).send({ token: SECRET, password: 'Correct-Horse-42', confirmPassword: 'Correct-Horse-42' })],
    ['verify', () => app.agent().post('/api/auth/verify-email').set('Referer', pageOf('/verify-email')).send({ token: SECRET })],
    ['email confirm', () => app.agent().post('/api/auth/email/confirm').set('Referer', pageOf('/confirm-email')).send({ token: SECRET })],
    ['email undo', () => app.agent().post('/api/auth/email/undo').set('Referer', pageOf('/undo-email-change')).send({ token: SECRET })],
    ['newsletter link', () => app.agent().get(`/api/newsletter/confirm?token=${SECRET}`)],
    ['unknown path', () => app.agent().get(`/api/nowhere?code=${SECRET}&token=${SECRET}`).set('Referer', pageOf('/reset-password'))],
    ['page address', () => app.agent().get(`/reset-password?token=${SECRET}`)],
    ['malformed body', () => app.agent().post('/api/auth/verify-email').set('Content-Type', 'application/json').set('Referer', pageOf('/verify-email')).send(`{"token":"${SECRET}"`)],
  ] as const;

  const sendAll = async (app: TestApp) => {
    const ids: string[] = [];
    for (const [name, send] of attacks(app)) {
      const id = `attack-${ids.length}`;
      const response = await send().set('x-request-id', id);
      expect(response.status, name).toBeLessThan(500);
      ids.push(id);
    }
    return ids;
  };

  it('writes exactly one line per request at info, none of them with a token or the headers', async () => {
    const app = await suite.startApp();
    const ids = await sendAll(app);
    const lines = app.logLines();
    expect(JSON.stringify(lines)).not.toContain(SECRET);
    for (const id of ids) {
      const about = lines.filter((line) => JSON.stringify(line).includes(`"${id}"`));
      expect(about, id).toHaveLength(1);
      expect(about[0]!.level as number, id).toBeGreaterThanOrEqual(INFO);
      expect(about[0], id).toMatchObject({ requestId: id, method: expect.any(String), path: expect.any(String), status: expect.any(Number), responseTime: expect.any(Number) });
      expect(about[0], id).not.toHaveProperty('headers');
      expect(about[0], id).not.toHaveProperty('req');
    }
    const paths = lines.map((line) => line.path);
    expect(paths).toContain('/api/newsletter/confirm?token=[redacted]');
    expect(paths).toContain('/api/nowhere?code=[redacted]&token=[redacted]');
  });

  it('shows the headers only at debug, with the referer cut to its page and no token anywhere', async () => {
    const app = await suite.startApp({ env: { LOG_LEVEL: 'debug' } });
    const ids = await sendAll(app);
    const lines = app.logLines();
    expect(JSON.stringify(lines)).not.toContain(SECRET);
    const headerLine = lines.find((line) => line.requestId === ids[0] && line.msg === 'request headers');
    expect(headerLine).toMatchObject({ level: 20, headers: { referer: `${TEST_PUBLIC_URL}/reset-password?[redacted]` } });
    for (const id of ids) {
      expect(lines.filter((line) => line.requestId === id && (line.level as number) >= INFO), id).toHaveLength(1);
    }
  });
});
