import type { Locale } from '@starshelf/contract';

type Copy = { subject: string; greeting: (name: string) => string; body: string; action: string; footer: string };
type Greetings = Record<Locale, (name: string) => string>;

const GREETING: Greetings = { en: (name) => `Hello ${name},`, de: (name) => `Hallo ${name},`, it: (name) => `Ciao ${name},` };
const withGreeting = (copy: Record<Locale, Omit<Copy, 'greeting'>>): Record<Locale, Copy> => ({
  en: { ...copy.en, greeting: GREETING.en },
  de: { ...copy.de, greeting: GREETING.de },
  it: { ...copy.it, greeting: GREETING.it },
});

/** The account-lifecycle mails in the member's language; templates.ts renders them. */
export const ACCOUNT_MAIL_COPY = {
  'password-reset': withGreeting({
    en: {
      subject: 'Reset your Starshelf password',
      body: 'Someone asked to reset the password of your Starshelf account. Choose a new password with the link below.',
      action: 'Choose a new password',
      footer: 'The link works once, for 30 minutes. If you did not ask for it, ignore this mail: your password stays as it is.',
    },
    de: {
      subject: 'Setze dein Starshelf-Passwort zurück',
      body: 'Jemand möchte das Passwort deines Starshelf-Kontos zurücksetzen. Wähle mit dem Link unten ein neues Passwort.',
      action: 'Neues Passwort wählen',
      footer: 'Der Link funktioniert einmal und 30 Minuten lang. Wenn du das nicht angefordert hast, ignoriere diese E-Mail: dein Passwort bleibt, wie es ist.',
    },
    it: {
      subject: 'Reimposta la tua password Starshelf',
      body: 'Qualcuno ha chiesto di reimpostare la password del tuo account Starshelf. Scegli una nuova password con il link qui sotto.',
      action: 'Scegli una nuova password',
      footer: 'Il link funziona una sola volta, per 30 minuti. Se non lo hai chiesto tu, ignora questa email: la tua password resta invariata.',
    },
  }),
  'password-changed': withGreeting({
    en: {
      subject: 'Your Starshelf password was changed',
      body: 'The password of your Starshelf account was just changed, and every other signed-in browser was signed out.',
      action: 'Not you? Reset your password',
      footer: 'If you changed it yourself, no action is needed.',
    },
    de: {
      subject: 'Dein Starshelf-Passwort wurde geändert',
      body: 'Das Passwort deines Starshelf-Kontos wurde soeben geändert, und alle anderen angemeldeten Browser wurden abgemeldet.',
      action: 'Nicht du? Passwort zurücksetzen',
      footer: 'Wenn du es selbst geändert hast, musst du nichts tun.',
    },
    it: {
      subject: 'La tua password Starshelf è stata cambiata',
      body: 'La password del tuo account Starshelf è appena stata cambiata e tutti gli altri browser collegati sono stati disconnessi.',
      action: 'Non sei stato tu? Reimposta la password',
      footer: 'Se l\'hai cambiata tu, non devi fare nulla.',
    },
  }),
  'email-change-verify': withGreeting({
    en: {
      subject: 'Confirm your new Starshelf email address',
      body: 'Please confirm that your Starshelf account should use this email address from now on. Until you do, nothing changes.',
      action: 'Confirm my new address',
      footer: 'The link works once, for 30 minutes. If you did not ask for this, ignore this mail.',
    },
    de: {
      subject: 'Bestätige deine neue Starshelf-E-Mail-Adresse',
      body: 'Bitte bestätige, dass dein Starshelf-Konto ab jetzt diese E-Mail-Adresse verwenden soll. Bis dahin ändert sich nichts.',
      action: 'Neue Adresse bestätigen',
      footer: 'Der Link funktioniert einmal und 30 Minuten lang. Wenn du das nicht angefordert hast, ignoriere diese E-Mail.',
    },
    it: {
      subject: 'Conferma il tuo nuovo indirizzo email Starshelf',
      body: 'Conferma che il tuo account Starshelf deve usare questo indirizzo email d\'ora in poi. Finché non lo fai, non cambia nulla.',
      action: 'Conferma il nuovo indirizzo',
      footer: 'Il link funziona una sola volta, per 30 minuti. Se non lo hai chiesto tu, ignora questa email.',
    },
  }),
  'email-change-notice': withGreeting({
    en: {
      subject: 'Your Starshelf email address is about to change',
      body: 'Someone signed in to your Starshelf account asked to move it to another email address. It changes only when the link sent to the new address is used.',
      action: 'Not you? Reset your password',
      footer: 'Until then you keep signing in with this address.',
    },
    de: {
      subject: 'Deine Starshelf-E-Mail-Adresse soll sich ändern',
      body: 'Jemand, der in deinem Starshelf-Konto angemeldet ist, möchte es auf eine andere E-Mail-Adresse umstellen. Sie ändert sich erst, wenn der Link an die neue Adresse benutzt wird.',
      action: 'Nicht du? Passwort zurücksetzen',
      footer: 'Bis dahin meldest du dich weiter mit dieser Adresse an.',
    },
    it: {
      subject: 'Il tuo indirizzo email Starshelf sta per cambiare',
      body: 'Qualcuno collegato al tuo account Starshelf ha chiesto di spostarlo su un altro indirizzo email. Cambia solo quando viene usato il link inviato al nuovo indirizzo.',
      action: 'Non sei stato tu? Reimposta la password',
      footer: 'Fino ad allora continui ad accedere con questo indirizzo.',
    },
  }),
  'email-changed': withGreeting({
    en: {
      subject: 'Your Starshelf account moved to another email address',
      body: 'The email address of your Starshelf account was just changed, and this address no longer signs in. If you did not do this, undo the change with the link below: your address comes back, every browser is signed out, and you choose a new password.',
      action: 'Undo the change',
      footer: 'The link works once, for 7 days. If you made the change yourself, ignore this mail.',
    },
    de: {
      subject: 'Dein Starshelf-Konto wurde auf eine andere E-Mail-Adresse umgestellt',
      body: 'Die E-Mail-Adresse deines Starshelf-Kontos wurde soeben geändert; mit dieser Adresse meldest du dich nicht mehr an. Wenn du das nicht warst, mache die Änderung mit dem Link unten rückgängig: deine Adresse kommt zurück, alle Browser werden abgemeldet, und du wählst ein neues Passwort.',
      action: 'Änderung rückgängig machen',
      footer: 'Der Link funktioniert einmal und 7 Tage lang. Wenn du die Änderung selbst vorgenommen hast, ignoriere diese E-Mail.',
    },
    it: {
      subject: 'Il tuo account Starshelf è passato a un altro indirizzo email',
      body: 'L\'indirizzo email del tuo account Starshelf è appena stato cambiato e con questo indirizzo non si accede più. Se non sei stato tu, annulla la modifica con il link qui sotto: il tuo indirizzo torna, tutti i browser vengono disconnessi e scegli una nuova password.',
      action: 'Annulla la modifica',
      footer: 'Il link funziona una sola volta, per 7 giorni. Se hai fatto tu la modifica, ignora questa email.',
    },
  }),
  'email-in-use': withGreeting({
    en: {
      subject: 'This address already has a Starshelf account',
      body: 'Someone asked to move a Starshelf account to this email address, but it already belongs to an account, so nothing was changed. You can sign in with it as usual.',
      action: 'Sign in',
      footer: 'If this was not you, no action is needed.',
    },
    de: {
      subject: 'Diese Adresse hat bereits ein Starshelf-Konto',
      body: 'Jemand wollte ein Starshelf-Konto auf diese E-Mail-Adresse umstellen, aber sie gehört bereits zu einem Konto; es wurde nichts geändert. Du kannst dich wie gewohnt damit anmelden.',
      action: 'Anmelden',
      footer: 'Wenn du das nicht warst, musst du nichts tun.',
    },
    it: {
      subject: 'Questo indirizzo ha già un account Starshelf',
      body: 'Qualcuno ha chiesto di spostare un account Starshelf su questo indirizzo email, ma appartiene già a un account, quindi non è cambiato nulla. Puoi accedere come sempre.',
      action: 'Accedi',
      footer: 'Se non sei stato tu, non devi fare nulla.',
    },
  }),
  // An administrator suspended the account (docs/rules.md §10); the link leads to the site.
  'account-suspended': withGreeting({
    en: {
      subject: 'Your Starshelf account is suspended',
      body: 'An administrator suspended your Starshelf account: you are signed out, cannot sign in, and your reviews are hidden from other readers.',
      action: 'Visit Starshelf',
      footer: 'If you think this is a mistake, reply to this mail and tell us why.',
    },
    de: {
      subject: 'Dein Starshelf-Konto ist gesperrt',
      body: 'Eine Administratorin oder ein Administrator hat dein Starshelf-Konto gesperrt: du bist abgemeldet, kannst dich nicht anmelden, und deine Rezensionen sind für andere nicht mehr sichtbar.',
      action: 'Starshelf besuchen',
      footer: 'Wenn du das für einen Irrtum hältst, antworte auf diese E-Mail und sag uns, warum.',
    },
    it: {
      subject: 'Il tuo account Starshelf è sospeso',
      body: 'Un amministratore ha sospeso il tuo account Starshelf: sei stato disconnesso, non puoi accedere e le tue recensioni non sono più visibili agli altri lettori.',
      action: 'Visita Starshelf',
      footer: 'Se pensi che sia un errore, rispondi a questa email e spiegaci perché.',
    },
  }),
} satisfies Record<string, Record<Locale, Copy>>;

export type AccountMailKind = keyof typeof ACCOUNT_MAIL_COPY;
export const ACCOUNT_MAIL_KINDS = Object.keys(ACCOUNT_MAIL_COPY) as [AccountMailKind, ...AccountMailKind[]];
