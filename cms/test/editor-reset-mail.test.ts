import type { CollectionConfig, PayloadRequest } from 'payload';
import { describe, expect, it } from 'vitest';

import { Editors } from '../src/collections/Editors.js';
import { editorResetLink, withPublicResetLink } from '../src/mail/editor-reset-mail.js';
import { parseCmsEnv } from '../src/env.js';

// Just what the mail reads of a request: Payload's routes and its translation function.
const request = {
  payload: { config: { routes: { admin: '/admin' }, admin: { routes: { reset: '/reset' } } } },
  t: (key: string) => `[${key}]`,
} as unknown as PayloadRequest;

function resetMailOf(collection: CollectionConfig): ((args: { req: PayloadRequest; token: string }) => string) | undefined {
  const auth = collection.auth;
  const generate = typeof auth === 'object' ? auth.forgotPassword?.generateEmailHTML : undefined;
  return generate as ((args: { req: PayloadRequest; token: string }) => string) | undefined;
}

describe("the editors' reset mail", () => {
  it('links to the admin under /cms on the public address', () => {
    expect(editorResetLink('https://books.example.org', { admin: '/admin', reset: '/reset' }, 'abc123')).toBe('https://books.example.org/cms/admin/reset/abc123');
    expect(editorResetLink('http://localhost:3000/', { admin: '/', reset: '/reset' }, 'a/b')).toBe('http://localhost:3000/cms/reset/a%2Fb');
  });

  it("keeps Payload's words and puts the public link in the mail", () => {
    const generate = resetMailOf(withPublicResetLink(Editors, 'https://books.example.org'));
    const html = generate?.({ req: request, token: 'tok' });
    expect(html).toContain('[authentication:youAreReceivingResetPassword]');
    expect(html).toContain('<a href="https://books.example.org/cms/admin/reset/tok">https://books.example.org/cms/admin/reset/tok</a>');
    expect(html).toContain('[authentication:youDidNotRequestPassword]');
  });

  it("leaves Payload's default without a public address, and reads PUBLIC_URL from the environment", () => {
    expect(resetMailOf(withPublicResetLink(Editors, undefined))).toBeUndefined();
    expect(parseCmsEnv({ NODE_ENV: 'test', PUBLIC_URL: 'https://books.example.org' }).publicUrl).toBe('https://books.example.org');
    expect(parseCmsEnv({ NODE_ENV: 'test' }).publicUrl).toBeUndefined();
  });
});
