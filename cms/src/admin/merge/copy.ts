import type { ConflictKind, MergeableCollection, MovedCounts } from '../../catalogue/merge/merge-rules.js';

/** The merge view's text in the admin's languages (en, de, it); another language reads English. */
export type MergeCopy = {
  title: string;
  intro: string;
  navLink: string;
  button: string;
  collections: Record<MergeableCollection, string>;
  pickCollection: string;
  duplicate: string;
  duplicateId: string;
  survivor: string;
  survivorId: string;
  compare: string;
  candidates: string;
  noCandidates: string;
  field: string;
  differs: string;
  willMove: string;
  moved: string;
  kinds: Record<keyof MovedCounts, string>;
  conflicts: string;
  noConflicts: string;
  conflictKinds: Record<ConflictKind, string>;
  conflictRules: Record<ConflictKind, string>;
  confirm: string;
  merging: string;
  merged: string;
  redirectNote: string;
  undo: string;
  undoing: string;
  undone: string;
  undoWindow: string;
  recent: string;
  noMerges: string;
  when: string;
  status: string;
  statusOpen: string;
  statusUndone: string;
  statusClosed: string;
  failed: string;
};

const en: MergeCopy = {
  title: 'Merge duplicates',
  intro: 'Merge a duplicate book, author or series into the one that stays. Everything attached to the duplicate moves; its addresses send readers to the survivor. A merge can be undone for 30 days.',
  navLink: 'Merge duplicates',
  button: 'Merge into…',
  collections: { books: 'Books', authors: 'Authors', series: 'Series' },
  pickCollection: 'Collection',
  duplicate: 'Duplicate (goes away)',
  duplicateId: 'Id of the duplicate',
  survivor: 'Survivor (stays)',
  survivorId: 'Id of the document that stays',
  compare: 'Compare',
  candidates: 'Documents with the same name',
  noCandidates: 'No other document has the same name; enter the id of the one that stays.',
  field: 'Field',
  differs: 'differs',
  willMove: 'What will move to the survivor',
  moved: 'Moved',
  kinds: {
    editions: 'Editions',
    ratings: 'Ratings',
    reviews: 'Reviews',
    readingList: 'Reading-list entries',
    awardEntries: 'Award entries',
    seriesEntries: 'Series positions',
    bookLinks: 'Books by this author',
  },
  conflicts: 'Conflicts, resolved by rule',
  noConflicts: 'No conflicts.',
  conflictKinds: {
    ratings: 'Members who rated both',
    readingList: 'Members with both on their reading list',
    seriesEntries: 'Books in both series',
    bookLinks: 'Books linked to both authors',
    primaryEdition: 'Both have a primary edition',
  },
  conflictRules: {
    ratings: 'The newer rating is kept; its review goes with it, and when it has none the other review is kept.',
    readingList: 'The more advanced status is kept (read, then reading, then to read); on a tie the newer entry.',
    seriesEntries: 'The survivor keeps its entry and position; the duplicate\'s entry goes.',
    bookLinks: 'The book keeps its link to the survivor; the duplicate\'s link goes.',
    primaryEdition: 'The survivor keeps its primary edition; the moved one becomes a plain edition.',
  },
  confirm: 'Merge',
  merging: 'Merging…',
  merged: 'Merged. The duplicate is in the trash and its addresses answer with the survivor.',
  redirectNote: 'now answers with',
  undo: 'Undo',
  undoing: 'Undoing…',
  undone: 'Undone: the duplicate and everything that moved are back.',
  undoWindow: 'Can be undone for 30 days.',
  recent: 'Recent merges',
  noMerges: 'No merges yet.',
  when: 'When',
  status: 'Status',
  statusOpen: 'merged',
  statusUndone: 'undone',
  statusClosed: 'final',
  failed: 'The request failed',
};

const de: MergeCopy = {
  title: 'Dubletten zusammenführen',
  intro: 'Führen Sie ein doppeltes Buch, einen doppelten Autor oder eine doppelte Reihe mit dem Eintrag zusammen, der bleibt. Alles, was an der Dublette hängt, zieht um; ihre Adressen leiten Leser zum verbleibenden Eintrag. Eine Zusammenführung lässt sich 30 Tage lang rückgängig machen.',
  navLink: 'Dubletten zusammenführen',
  button: 'Zusammenführen mit…',
  collections: { books: 'Bücher', authors: 'Autoren', series: 'Reihen' },
  pickCollection: 'Sammlung',
  duplicate: 'Dublette (verschwindet)',
  duplicateId: 'ID der Dublette',
  survivor: 'Verbleibender Eintrag',
  survivorId: 'ID des Eintrags, der bleibt',
  compare: 'Vergleichen',
  candidates: 'Einträge mit demselben Namen',
  noCandidates: 'Kein anderer Eintrag hat denselben Namen; geben Sie die ID des verbleibenden Eintrags ein.',
  field: 'Feld',
  differs: 'abweichend',
  willMove: 'Was zum verbleibenden Eintrag umzieht',
  moved: 'Umgezogen',
  kinds: {
    editions: 'Ausgaben',
    ratings: 'Bewertungen',
    reviews: 'Rezensionen',
    readingList: 'Leselisten-Einträge',
    awardEntries: 'Preis-Einträge',
    seriesEntries: 'Reihenpositionen',
    bookLinks: 'Bücher dieses Autors',
  },
  conflicts: 'Konflikte, nach Regel gelöst',
  noConflicts: 'Keine Konflikte.',
  conflictKinds: {
    ratings: 'Mitglieder, die beide bewertet haben',
    readingList: 'Mitglieder mit beiden auf der Leseliste',
    seriesEntries: 'Bücher in beiden Reihen',
    bookLinks: 'Bücher mit beiden Autoren',
    primaryEdition: 'Beide haben eine Hauptausgabe',
  },
  conflictRules: {
    ratings: 'Die neuere Bewertung bleibt; ihre Rezension bleibt bei ihr, und hat sie keine, bleibt die andere Rezension.',
    readingList: 'Der weitere Status bleibt (gelesen, dann am Lesen, dann zu lesen); bei Gleichstand der neuere Eintrag.',
    seriesEntries: 'Der verbleibende Eintrag behält seine Position; der Eintrag der Dublette entfällt.',
    bookLinks: 'Das Buch behält die Verknüpfung zum verbleibenden Autor; die der Dublette entfällt.',
    primaryEdition: 'Der verbleibende Eintrag behält seine Hauptausgabe; die umgezogene wird eine normale Ausgabe.',
  },
  confirm: 'Zusammenführen',
  merging: 'Wird zusammengeführt…',
  merged: 'Zusammengeführt. Die Dublette liegt im Papierkorb, ihre Adressen antworten mit dem verbleibenden Eintrag.',
  redirectNote: 'antwortet jetzt mit',
  undo: 'Rückgängig',
  undoing: 'Wird rückgängig gemacht…',
  undone: 'Rückgängig gemacht: Die Dublette und alles Umgezogene sind zurück.',
  undoWindow: 'Lässt sich 30 Tage lang rückgängig machen.',
  recent: 'Letzte Zusammenführungen',
  noMerges: 'Noch keine Zusammenführungen.',
  when: 'Wann',
  status: 'Status',
  statusOpen: 'zusammengeführt',
  statusUndone: 'rückgängig gemacht',
  statusClosed: 'endgültig',
  failed: 'Die Anfrage ist fehlgeschlagen',
};

const it: MergeCopy = {
  title: 'Unisci duplicati',
  intro: 'Unisci un libro, un autore o una serie duplicati a quello che resta. Tutto ciò che è legato al duplicato viene spostato; i suoi indirizzi portano i lettori a quello che resta. Un\'unione si può annullare per 30 giorni.',
  navLink: 'Unisci duplicati',
  button: 'Unisci a…',
  collections: { books: 'Libri', authors: 'Autori', series: 'Serie' },
  pickCollection: 'Raccolta',
  duplicate: 'Duplicato (sparisce)',
  duplicateId: 'ID del duplicato',
  survivor: 'Quello che resta',
  survivorId: 'ID del documento che resta',
  compare: 'Confronta',
  candidates: 'Documenti con lo stesso nome',
  noCandidates: 'Nessun altro documento ha lo stesso nome; inserisci l\'ID di quello che resta.',
  field: 'Campo',
  differs: 'diverso',
  willMove: 'Cosa passa a quello che resta',
  moved: 'Spostati',
  kinds: {
    editions: 'Edizioni',
    ratings: 'Valutazioni',
    reviews: 'Recensioni',
    readingList: 'Voci delle liste di lettura',
    awardEntries: 'Voci dei premi',
    seriesEntries: 'Posizioni nelle serie',
    bookLinks: 'Libri di questo autore',
  },
  conflicts: 'Conflitti, risolti per regola',
  noConflicts: 'Nessun conflitto.',
  conflictKinds: {
    ratings: 'Membri che hanno valutato entrambi',
    readingList: 'Membri con entrambi nella lista di lettura',
    seriesEntries: 'Libri in entrambe le serie',
    bookLinks: 'Libri legati a entrambi gli autori',
    primaryEdition: 'Entrambi hanno un\'edizione principale',
  },
  conflictRules: {
    ratings: 'Resta la valutazione più recente, con la sua recensione; se non ne ha, resta l\'altra recensione.',
    readingList: 'Resta lo stato più avanzato (letto, poi in lettura, poi da leggere); a parità la voce più recente.',
    seriesEntries: 'Quello che resta mantiene la sua voce e posizione; la voce del duplicato sparisce.',
    bookLinks: 'Il libro mantiene il legame con l\'autore che resta; quello del duplicato sparisce.',
    primaryEdition: 'Quello che resta mantiene la sua edizione principale; quella spostata diventa un\'edizione normale.',
  },
  confirm: 'Unisci',
  merging: 'Unione in corso…',
  merged: 'Unito. Il duplicato è nel cestino e i suoi indirizzi rispondono con quello che resta.',
  redirectNote: 'ora risponde con',
  undo: 'Annulla',
  undoing: 'Annullamento…',
  undone: 'Annullato: il duplicato e tutto ciò che era stato spostato sono tornati.',
  undoWindow: 'Si può annullare per 30 giorni.',
  recent: 'Unioni recenti',
  noMerges: 'Ancora nessuna unione.',
  when: 'Quando',
  status: 'Stato',
  statusOpen: 'unito',
  statusUndone: 'annullato',
  statusClosed: 'definitivo',
  failed: 'La richiesta non è riuscita',
};

export const MERGE_COPY: Record<'en' | 'de' | 'it', MergeCopy> = { en, de, it };

/**
 * The copy in the admin's interface language (English, German or Italian, the editor's choice in
 * the admin's account settings); English for any other.
 */
export function mergeCopy(language: string | undefined): MergeCopy {
  return language === 'de' || language === 'it' ? MERGE_COPY[language] : en;
}
