import { describe, expect, it } from 'vitest';

import { createSmtpTransport } from '../src/mail/index.js';

const settings = { host: 'smtp.example.test', port: 2525, from: 'Starshelf <no-reply@example.test>', isSecure: false };

describe('the one SMTP transport (cms mail and community API mail)', () => {
  it('authenticates only when a user is configured, and gives up on a silent server', () => {
    const anonymous = createSmtpTransport(settings).options as Record<string, unknown>;
    expect(anonymous).toMatchObject({ host: 'smtp.example.test', port: 2525, secure: false, connectionTimeout: 5_000, socketTimeout: 10_000 });
    expect(anonymous.auth).toBeUndefined();

    const signedIn = createSmtpTransport({ ...settings, user: 'relay', isSecure: true }).options as Record<string, unknown>;
    expect(signedIn).toMatchObject({ secure: true, auth: { user: 'relay', pass: '' } });
  });
});
