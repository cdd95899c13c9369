import type { Locale } from '@starshelf/contract';

type Texts = {
  similar: (title: string) => string;
  matching: (criteria: string) => string;
  popular: string;
  nothing: string;
  winners: string;
  nominated: string;
  decade: (decade: number) => string;
  offlineNote: string;
  agentFailed: string;
  and: string;
  offTopic: string;
  sameAuthor: (author: string) => string;
  coRated: (seed: string, seedRating: number | null, average: number) => string;
  alike: (seed: string, traits: string) => string;
  won: (awards: string, year: number | null) => string;
  rated: (average: number) => string;
  noShort: string;
  unknownTitle: (title: string) => string;
  personal: string;
  personalMatching: (criteria: string) => string;
  becauseRated: (seed: string, stars: number) => string;
  becauseListed: (seed: string) => string;
  fansRated: (average: number) => string;
  closeInKind: string;
};

/** The offline recommender's sentences; short on purpose, the book cards carry the detail. */
export const REPLIES: Record<Locale, Texts> = {
  en: {
    similar: (title) => `Readers who loved ${title} also rated these highly:`,
    matching: (criteria) => `Here are ${criteria} books you might enjoy:`,
    popular: 'Here are some of the most appreciated books in the catalogue:',
    nothing: 'I found no books for that in the catalogue. Try a genre ("fantasy with dragons"), a book ("something like Dune") or a decade ("award winners from the 70s").',
    winners: 'award-winning',
    nominated: 'award-nominated',
    decade: (decade) => `from the ${decade}s`,
    offlineNote: '(Offline recommender: no AI model is configured.)',
    agentFailed: 'The AI model did not answer, so the offline recommender stepped in.',
    and: 'and',
    offTopic: 'I can only help with books: I recommend science fiction and fantasy from the catalogue. Ask me for a genre, a mood, an author, award winners or "something like Dune".',
    sameAuthor: (author) => `More by ${author}:`,
    coRated: (seed, seedRating, average) => `Readers who rated ${seed} ${seedRating ?? '4-5'}★ rated this ${average} on average`,
    alike: (seed, traits) => (traits ? `${traits}, like ${seed}` : `Close to ${seed} in genre and mood`),
    won: (awards, year) => `Won the ${awards}${year ? ` in ${year}` : ''}`,
    rated: (average) => `Rated ${average}★ by its readers`,
    noShort: 'None of them is short as far as I know their length.',
    unknownTitle: (title) => `I could not find “${title}” in the catalogue.`,
    personal: 'Picked for you from your ratings and reading list:',
    personalMatching: (criteria) => `Picked for you from your ratings: ${criteria} books you might enjoy:`,
    becauseRated: (seed, stars) => `Because you rated ${seed} ${stars}★`,
    becauseListed: (seed) => `Because ${seed} is on your reading list`,
    fansRated: (average) => `its fans rated this ${average}★ on average`,
    closeInKind: 'close to it in genre and mood',
  },
  de: {
    similar: (title) => `Wer ${title} mochte, hat auch diese Bücher hoch bewertet:`,
    matching: (criteria) => `Hier sind ${criteria} Bücher, die dir gefallen könnten:`,
    popular: 'Hier sind einige der beliebtesten Bücher im Katalog:',
    nothing: 'Dazu habe ich im Katalog keine Bücher gefunden. Versuch ein Genre („Fantasy mit Drachen“), ein Buch („etwas wie Dune“) oder ein Jahrzehnt („Preisträger der 70er“).',
    winners: 'preisgekrönte',
    nominated: 'preisnominierte',
    decade: (decade) => `aus den ${String(decade).slice(2)}ern`,
    offlineNote: '(Offline-Empfehlungen: kein KI-Modell konfiguriert.)',
    agentFailed: 'Das KI-Modell hat nicht geantwortet, daher helfen die Offline-Empfehlungen aus.',
    and: 'und',
    offTopic: 'Dabei kann ich leider nicht helfen: Ich empfehle Science-Fiction und Fantasy aus dem Katalog. Frag mich nach einem Genre, einer Stimmung, einem Autor, Preisträgern oder „etwas wie Dune“.',
    sameAuthor: (author) => `Mehr von ${author}:`,
    coRated: (seed, seedRating, average) => `Wer ${seed} mit ${seedRating ?? '4-5'}★ bewertet hat, gab diesem Buch im Schnitt ${average}`,
    alike: (seed, traits) => (traits ? `${traits}, wie ${seed}` : `Ähnlich wie ${seed} in Genre und Stimmung`),
    won: (awards, year) => `Gewann den ${awards}${year ? ` ${year}` : ''}`,
    rated: (average) => `Von seinen Lesern mit ${average}★ bewertet`,
    noShort: 'Keines davon ist kurz, soweit ich die Seitenzahl kenne.',
    unknownTitle: (title) => `„${title}“ habe ich im Katalog nicht gefunden.`,
    personal: 'Für dich ausgewählt, nach deinen Bewertungen und deiner Leseliste:',
    personalMatching: (criteria) => `Für dich ausgewählt, nach deinen Bewertungen: ${criteria} Bücher, die dir gefallen könnten:`,
    becauseRated: (seed, stars) => `Weil du ${seed} mit ${stars}★ bewertet hast`,
    becauseListed: (seed) => `Weil ${seed} auf deiner Leseliste steht`,
    fansRated: (average) => `seine Fans gaben diesem Buch im Schnitt ${average}★`,
    closeInKind: 'ähnlich in Genre und Stimmung',
  },
  it: {
    similar: (title) => `Chi ha amato ${title} ha apprezzato anche questi libri:`,
    matching: (criteria) => `Ecco alcuni libri ${criteria} che potrebbero piacerti:`,
    popular: 'Ecco alcuni dei libri più apprezzati del catalogo:',
    nothing: 'Non ho trovato libri nel catalogo. Prova con un genere («fantasy con draghi»), un libro («qualcosa come Dune») o un decennio («vincitori di premi degli anni 70»).',
    winners: 'premiati',
    nominated: 'candidati a premi',
    decade: (decade) => `degli anni ${String(decade).slice(2)}`,
    offlineNote: '(Consigli offline: nessun modello di IA configurato.)',
    agentFailed: 'Il modello di IA non ha risposto, quindi ti rispondono i consigli offline.',
    and: 'e',
    offTopic: 'Su questo non posso aiutarti: consiglio libri di fantascienza e fantasy del catalogo. Chiedimi un genere, un’atmosfera, un autore, libri premiati o «qualcosa come Dune».',
    sameAuthor: (author) => `Altri libri di ${author}:`,
    coRated: (seed, seedRating, average) => `Chi ha dato ${seedRating ?? '4-5'}★ a ${seed} ha dato in media ${average} a questo`,
    alike: (seed, traits) => (traits ? `${traits}, come ${seed}` : `Simile a ${seed} per genere e atmosfera`),
    won: (awards, year) => `Ha vinto il ${awards}${year ? ` nel ${year}` : ''}`,
    rated: (average) => `Valutato ${average}★ dai suoi lettori`,
    noShort: 'Nessuno è breve, per quanto ne conosco la lunghezza.',
    unknownTitle: (title) => `Non ho trovato «${title}» nel catalogo.`,
    personal: 'Scelti per te in base ai tuoi voti e alla tua lista di lettura:',
    personalMatching: (criteria) => `Scelti per te in base ai tuoi voti: libri ${criteria} che potrebbero piacerti:`,
    becauseRated: (seed, stars) => `Perché hai dato ${stars}★ a ${seed}`,
    becauseListed: (seed) => `Perché ${seed} è nella tua lista di lettura`,
    fansRated: (average) => `i suoi fan hanno dato in media ${average}★ a questo libro`,
    closeInKind: 'simile per genere e atmosfera',
  },
};

/** "fantasy and dragons" / "Fantasy und Drachen", from the genre names in the reader's language. */
export function joinNames(names: string[], locale: Locale): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${REPLIES[locale].and} ${names[names.length - 1]}`;
}
