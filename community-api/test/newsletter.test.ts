import { describe, expect, it } from 'vitest';
import { uniqueEmail } from './support/members.js';
import type { CapturedMail } from './support/mail-capture.js';
import { useMailSuiteApp } from './support/suite.js';

const linkFrom = (mail: CapturedMail, path: string) => {
  const match = new RegExp(`${path.replace(/\//g, '\\/')}\\?token=([A-Za-z0-9_%-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${path} link in mail`);
  return `${path}?token=${match[1]}`;
};

describe('newsletter double opt-in', () => {
  const suite = useMailSuiteApp();

  const state = async (email: string) =>
    (await suite.app.pool.query('select confirmed_at, unsubscribed_at from community.newsletter_subscriptions where email = $1', [email])).rows[0];

  it('mails a confirmation in the reader language and confirms from its link', async () => {
    const email = uniqueEmail('news');
    const response = await suite.app.agent().post('/api/newsletter').send({ email, locale: 'de' });
    expect(response.status).toBe(202);
    const mail = await suite.mail.next(email);
    expect(mail.text).toContain('Starshelf-Newsletter über Science-Fiction');
    expect(mail.text).toContain('Abmelden');
    expect((await state(email)).confirmed_at).toBeNull();
    const confirm = await suite.app.agent().get(linkFrom(mail, '/api/newsletter/confirm')).redirects(0);
    expect(confirm.status).toBe(302);
    expect(confirm.headers.location).toBe('/?newsletter=confirmed');
    expect((await state(email)).confirmed_at).not.toBeNull();
    // The link works once.
    expect((await suite.app.agent().get(linkFrom(mail, '/api/newsletter/confirm')).redirects(0)).headers.location).toBe('/?newsletter=invalid');
  });

  it("mails in the language cookie's language when the body names none", async () => {
    const email = uniqueEmail('news');
    const response = await suite.app.agent().post('/api/newsletter').set('Cookie', 'language=de').set('Accept-Language', 'it').send({ email });
    expect(response.status).toBe(202);
    expect((await suite.mail.next(email)).text).toContain('Abmelden');
    expect((await suite.app.pool.query('select locale from community.newsletter_subscriptions where email = $1', [email])).rows[0].locale).toBe('de');
  });

  it('is harmless to subscribe again once confirmed: same answer, no new mail', async () => {
    const email = uniqueEmail('again');
    await suite.app.agent().post('/api/newsletter').send({ email, locale: 'en' });
    await suite.app.agent().get(linkFrom(await suite.mail.next(email), '/api/newsletter/confirm'));
    const again = await suite.app.agent().post('/api/newsletter').send({ email: email.toUpperCase(), locale: 'it' });
    expect(again.status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(suite.mail.messages.filter((message) => message.to.includes(email) || message.to.includes(email.toUpperCase()))).toHaveLength(1);
    expect((await state(email)).confirmed_at).not.toBeNull();
  });

  it('unsubscribes from the link in the mail, also on a second click', async () => {
    const email = uniqueEmail('leave');
    await suite.app.agent().post('/api/newsletter').send({ email, locale: 'it' });
    const mail = await suite.mail.next(email);
    expect(mail.text).toContain('Annulla iscrizione');
    await suite.app.agent().get(linkFrom(mail, '/api/newsletter/confirm'));
    const unsubscribe = linkFrom(mail, '/api/newsletter/unsubscribe');
    expect((await suite.app.agent().get(unsubscribe).redirects(0)).headers.location).toBe('/?newsletter=unsubscribed');
    expect((await state(email)).unsubscribed_at).not.toBeNull();
    expect((await suite.app.agent().get(unsubscribe).redirects(0)).headers.location).toBe('/?newsletter=unsubscribed');
  });

  it('sends an unknown or missing token to the invalid outcome', async () => {
    expect((await suite.app.agent().get('/api/newsletter/confirm?token=nope').redirects(0)).headers.location).toBe('/?newsletter=invalid');
    expect((await suite.app.agent().get('/api/newsletter/confirm').redirects(0)).headers.location).toBe('/?newsletter=invalid');
    expect((await suite.app.agent().get('/api/newsletter/unsubscribe?token=nope').redirects(0)).headers.location).toBe('/?newsletter=invalid');
  });

  it.each([{ email: 'not-an-email' }, { email: uniqueEmail(), locale: 'fr' }, { email: uniqueEmail(), extra: 1 }])('refuses %o with a 400', async (body) => {
    expect((await suite.app.agent().post('/api/newsletter').send(body)).status).toBe(400);
  });
});
