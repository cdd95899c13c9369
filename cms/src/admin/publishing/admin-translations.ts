/**
 * The admin's own texts for drafts, scheduling and preview (decision 123), in the admin's three
 * languages; Payload's i18n serves them under the `starshelf:` namespace.
 */
export const ADMIN_TRANSLATIONS = {
  en: {
    starshelf: {
      overdueSchedulesTitle: 'Scheduled publishing did not run',
      overdueSchedulesHelp: 'These documents were scheduled but are not published: the job runner is not running or the publish failed. Publish them by hand or schedule them again.',
      overdueScheduleWaiting: 'was due at',
      overdueScheduleFailed: 'failed; it was due at',
      previewButton: 'Preview on the site',
      previewFailed: 'The preview link could not be made.',
    },
  },
  de: {
    starshelf: {
      overdueSchedulesTitle: 'Geplante Veröffentlichung nicht ausgeführt',
      overdueSchedulesHelp: 'Diese Dokumente waren geplant, sind aber nicht veröffentlicht: Der Job-Runner läuft nicht oder die Veröffentlichung ist fehlgeschlagen. Veröffentlichen Sie sie von Hand oder planen Sie sie erneut.',
      overdueScheduleWaiting: 'war fällig am',
      overdueScheduleFailed: 'ist fehlgeschlagen; fällig war es am',
      previewButton: 'Auf der Website ansehen',
      previewFailed: 'Der Vorschau-Link konnte nicht erstellt werden.',
    },
  },
  it: {
    starshelf: {
      overdueSchedulesTitle: 'Pubblicazione programmata non eseguita',
      overdueSchedulesHelp: 'Questi documenti erano programmati ma non sono pubblicati: il job runner non è in esecuzione o la pubblicazione non è riuscita. Pubblicali a mano o programmali di nuovo.',
      overdueScheduleWaiting: 'era prevista per il',
      overdueScheduleFailed: 'non è riuscita; era prevista per il',
      previewButton: 'Anteprima sul sito',
      previewFailed: 'Non è stato possibile creare il link di anteprima.',
    },
  },
} as const;

export type AdminTranslationKey = keyof (typeof ADMIN_TRANSLATIONS)['en']['starshelf'];
