import type { Locale } from '@starshelf/contract';

type Copy = { subject: string; greeting: (name: string) => string; body: string; action: string; footer: string };

/** The double opt-in mail in the reader's language (templates.ts renders it). */
export const NEWSLETTER_CONFIRM_COPY: Record<Locale, Copy> = {
  en: {
    subject: 'Confirm your Starshelf newsletter subscription',
    greeting: () => 'Hello,',
    body: 'Please confirm that you want to receive the Starshelf newsletter about science fiction and fantasy books.',
    action: 'Confirm my subscription',
    footer: 'The link works for 48 hours. If you did not subscribe, ignore this mail and nothing will be sent.',
  },
  de: {
    subject: 'Bestätige dein Starshelf-Newsletter-Abo',
    greeting: () => 'Hallo,',
    body: 'Bitte bestätige, dass du den Starshelf-Newsletter über Science-Fiction- und Fantasy-Bücher erhalten möchtest.',
    action: 'Abo bestätigen',
    footer: 'Der Link ist 48 Stunden gültig. Wenn du dich nicht angemeldet hast, ignoriere diese E-Mail; wir schicken dir nichts.',
  },
  it: {
    subject: 'Conferma la tua iscrizione alla newsletter di Starshelf',
    greeting: () => 'Ciao,',
    body: 'Conferma di voler ricevere la newsletter di Starshelf sui libri di fantascienza e fantasy.',
    action: 'Conferma la mia iscrizione',
    footer: 'Il link è valido per 48 ore. Se non ti sei iscritto, ignora questa email: non ti invieremo nulla.',
  },
};

export const UNSUBSCRIBE_LABEL: Record<Locale, string> = {
  en: 'Unsubscribe',
  de: 'Abmelden',
  it: 'Annulla iscrizione',
};
