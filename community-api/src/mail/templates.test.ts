import { describe, expect, it } from 'vitest';
import { LOCALES } from '@starshelf/contract';
import { ACCOUNT_MAIL_KINDS } from './account-copy.js';
import { renderMail } from './templates.js';

const link = 'http://localhost:3000/verify-email?token=abc';

describe('mail templates', () => {
  it.each(LOCALES)('renders both mails in %s with the link in text and HTML', (locale) => {
    for (const kind of ['verify-email', 'account-exists'] as const) {
      const mail = renderMail({ kind, to: 'a@example.org', locale, name: 'Ada', link });
      expect(mail.subject).toMatch(/Starshelf/);
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`href="${link}"`);
    }
  });

  it.each(LOCALES)('renders every account-lifecycle mail in %s with its own subject and the link', (locale) => {
    const subjects = new Set<string>();
    for (const kind of ACCOUNT_MAIL_KINDS) {
      const mail = renderMail({ kind, to: 'a@example.org', locale, name: 'Ada', link });
      subjects.add(mail.subject);
      expect(mail.text).toContain('Ada');
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`href="${link}"`);
    }
    expect(subjects.size).toBe(ACCOUNT_MAIL_KINDS.length);
  });

  it('says the reset link lives 30 minutes, in each language', () => {
    const said = { en: '30 minutes', de: '30 Minuten', it: '30 minuti' } as const;
    for (const locale of LOCALES) {
      expect(renderMail({ kind: 'password-reset', to: 'a@example.org', locale, name: 'Ada', link }).text).toContain(said[locale]);
    }
  });

  it('says the undo link of an email change lives 7 days, in each language', () => {
    const said = { en: '7 days', de: '7 Tage', it: '7 giorni' } as const;
    for (const locale of LOCALES) {
      expect(renderMail({ kind: 'email-changed', to: 'a@example.org', locale, name: 'Ada', link }).text).toContain(said[locale]);
    }
  });

  it('says the verification link lives 30 minutes', () => {
    expect(renderMail({ kind: 'verify-email', to: 'a@example.org', locale: 'en', name: 'Ada', link }).text).toContain('30 minutes');
  });

  it('escapes a hostile name in the HTML part', () => {
    const mail = renderMail({ kind: 'verify-email', to: 'a@example.org', locale: 'en', name: '<img src=x onerror=alert(1)>', link });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img');
  });
});
