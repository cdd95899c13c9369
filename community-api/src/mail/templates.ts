import type { Locale } from '@starshelf/contract';
import { ACCOUNT_MAIL_COPY } from './account-copy.js';
import { NEWSLETTER_CONFIRM_COPY, UNSUBSCRIBE_LABEL } from './newsletter-copy.js';
import type { MailJob } from './mail-job.js';

export type RenderedMail = { subject: string; text: string; html: string };
type Copy = { subject: string; greeting: (name: string) => string; body: string; action: string; footer: string };

const COPY: Record<MailJob['kind'], Record<Locale, Copy>> = {
  'newsletter-confirm': NEWSLETTER_CONFIRM_COPY,
  ...ACCOUNT_MAIL_COPY,
  'verify-email': {
    en: {
      subject: 'Confirm your Starshelf account',
      greeting: (name) => `Hello ${name},`,
      body: 'Please confirm your email address to finish creating your Starshelf account.',
      action: 'Confirm my email address',
      footer: 'The link works for 30 minutes. If you did not sign up, ignore this mail.',
    },
    de: {
      subject: 'Bestätige dein Starshelf-Konto',
      greeting: (name) => `Hallo ${name},`,
      body: 'Bitte bestätige deine E-Mail-Adresse, um dein Starshelf-Konto fertig anzulegen.',
      action: 'E-Mail-Adresse bestätigen',
      footer: 'Der Link ist 30 Minuten gültig. Wenn du dich nicht registriert hast, ignoriere diese E-Mail.',
    },
    it: {
      subject: 'Conferma il tuo account Starshelf',
      greeting: (name) => `Ciao ${name},`,
      body: 'Conferma il tuo indirizzo email per completare la creazione del tuo account Starshelf.',
      action: 'Conferma il mio indirizzo email',
      footer: 'Il link è valido per 30 minuti. Se non ti sei registrato, ignora questa email.',
    },
  },
  'account-exists': {
    en: {
      subject: 'You already have a Starshelf account',
      greeting: (name) => `Hello ${name},`,
      body: 'Someone tried to register with this email address, but you already have an account. You can sign in as usual.',
      action: 'Sign in',
      footer: 'If this was not you, no action is needed: your account is unchanged.',
    },
    de: {
      subject: 'Du hast bereits ein Starshelf-Konto',
      greeting: (name) => `Hallo ${name},`,
      body: 'Jemand wollte sich mit dieser E-Mail-Adresse registrieren, aber du hast bereits ein Konto. Du kannst dich wie gewohnt anmelden.',
      action: 'Anmelden',
      footer: 'Wenn du das nicht warst, musst du nichts tun: dein Konto ist unverändert.',
    },
    it: {
      subject: 'Hai già un account Starshelf',
      greeting: (name) => `Ciao ${name},`,
      body: 'Qualcuno ha provato a registrarsi con questo indirizzo email, ma hai già un account. Puoi accedere come sempre.',
      action: 'Accedi',
      footer: 'Se non sei stato tu, non devi fare nulla: il tuo account non è cambiato.',
    },
  },
};

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
// Names are chosen by whoever registers, so they are escaped before they reach the HTML part.
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);

export function renderMail(job: MailJob): RenderedMail {
  const copy = COPY[job.kind][job.locale];
  const greeting = copy.greeting(job.name);
  const unsubscribe = 'unsubscribeLink' in job ? { label: UNSUBSCRIBE_LABEL[job.locale], link: job.unsubscribeLink } : undefined;
  const text = [greeting, '', copy.body, '', `${copy.action}: ${job.link}`, '', copy.footer, ...(unsubscribe ? ['', `${unsubscribe.label}: ${unsubscribe.link}`] : [])].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(copy.body)}</p>`,
    `<p><a href="${escapeHtml(job.link)}">${escapeHtml(copy.action)}</a></p>`,
    `<p style="color:#666">${escapeHtml(copy.footer)}</p>`,
    ...(unsubscribe ? [`<p style="color:#666"><a href="${escapeHtml(unsubscribe.link)}">${escapeHtml(unsubscribe.label)}</a></p>`] : []),
  ].join('\n');
  return { subject: copy.subject, text, html };
}
