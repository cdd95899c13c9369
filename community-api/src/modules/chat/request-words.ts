import type { MoodSlug } from '@starshelf/contract';

/**
 * The words the offline parser knows, folded as `foldSearchText` folds them (lower case, no
 * accents, "ü" → "ue", punctuation → space). One place per lexicon, in en/de/it.
 */

/** Words that turn the next few words into an exclusion ("no vampires", "keine Vampire", "niente vampiri"). */
export const NEGATIONS = new Set(['no', 'not', 'without', 'nothing', 'never', 'kein', 'keine', 'keinen', 'keiner', 'keines', 'nicht', 'nichts', 'ohne', 'niente', 'nulla', 'senza', 'non', 'nessun', 'nessuno', 'nessuna', 'mai']);
/** Words that end a negation's reach ("no vampires but funny"). */
export const CLAUSE_BREAKS = new Set(['but', 'aber', 'sondern', 'ma', 'pero', 'only', 'nur', 'solo', 'just']);
/** How many words after a negation it reaches. */
export const NEGATION_REACH = 3;

// Inflected forms are listed (German adjective endings, Italian gender and number): the typo rule
// (word-match.ts) forgives one slip, not a different ending.
export const MOOD_WORDS: Record<Exclude<MoodSlug, 'young-adult' | 'short'>, string[]> = {
  funny: [
    'funny', 'humor', 'humour', 'humorous', 'hilarious', 'comic', 'comedy', 'witty', 'lustig', 'lustige', 'lustiges', 'lustigen', 'lustiger', 'witzig', 'witzige', 'witziges', 'witzigen',
    'humorvoll', 'humorvolle', 'humorvolles', 'komisch', 'komische', 'komisches', 'divertente', 'divertenti', 'umoristico', 'umoristica', 'umoristici', 'umoristiche', 'comico', 'comica', 'comici', 'comiche', 'spiritoso', 'spiritosi',
  ],
  dark: ['dark', 'grim', 'grimdark', 'bleak', 'duester', 'duestere', 'duesteres', 'duesteren', 'finster', 'finstere', 'cupo', 'cupi', 'cupa', 'cupe', 'oscuro', 'oscuri', 'oscura', 'oscure', 'tetro', 'tetri'],
  emotional: ['sad', 'emotional', 'tearjerker', 'moving', 'traurig', 'traurige', 'trauriges', 'bewegend', 'bewegende', 'beruehrend', 'beruehrende', 'commovente', 'commoventi', 'triste', 'tristi'],
  romantic: ['romance', 'romantic', 'romantisch', 'romantische', 'romantisches', 'liebesgeschichte', 'romantico', 'romantica', 'romantici', 'romantiche', 'love story'],
  adventurous: ['adventure', 'adventures', 'adventurous', 'abenteuer', 'abenteuerlich', 'abenteuerliche', 'abenteuerliches', 'avventura', 'avventure', 'avventuroso', 'avventurosi'],
  mysterious: ['mystery', 'mysteries', 'mysterious', 'geheimnisvoll', 'geheimnisvolle', 'geheimnisvolles', 'raetselhaft', 'raetselhafte', 'mistero', 'misteri', 'misterioso', 'misteriosi', 'misteriosa', 'misteriose'],
  'thought-provoking': ['thought provoking', 'philosophical', 'nachdenklich', 'philosophisch', 'fa riflettere', 'filosofico', 'filosofici', 'riflessivo'],
  classic: ['classic', 'classics', 'klassiker', 'klassisch', 'klassische', 'classico', 'classici'],
};

/**
 * Who a book is for. Children and young adults are read through the catalogue's young-adult mood
 * (it has no children's mood or genre, decision 079); adults exclude it (`audienceMoods`).
 */
export type Audience = 'young-adult' | 'children' | 'adult';
export const AUDIENCE_WORDS: Record<Audience, string[]> = {
  'young-adult': ['ya', 'young adult', 'young adults', 'teen', 'teens', 'teenager', 'teenagers', 'adolescent', 'adolescents', 'jugendbuch', 'jugendbuecher', 'jugendliche', 'jugendlichen', 'jugend', 'giovani adulti', 'giovani', 'adolescenti', 'adolescente'],
  children: ['children', 'childrens', 'child', 'kids', 'kid', 'middle grade', 'kinder', 'kindern', 'kinderbuch', 'kinderbuecher', 'bambini', 'bambino', 'bambina', 'bambine', 'bimbi', 'ragazzi', 'ragazzini', 'per ragazzi'],
  adult: ['adult', 'adults', 'grown up', 'grown ups', 'grownup', 'grownups', 'erwachsene', 'erwachsenen', 'erwachsen', 'adulti', 'adulto', 'adulta', 'per adulti'],
};

/** An audience as mood filters: the one place where "for kids" and "for adults" become hard filters (chat parser and agent tools alike). */
export function audienceMoods(audience: Audience | undefined, isExcluded = false): { moods: MoodSlug[]; excludeMoods: MoodSlug[] } {
  if (!audience) return { moods: [], excludeMoods: [] };
  const isYoung = audience !== 'adult';
  return isYoung !== isExcluded ? { moods: ['young-adult'], excludeMoods: [] } : { moods: [], excludeMoods: ['young-adult'] };
}

/** Short forms: all three read as "short" (the mood grouping short-story and novella shelves). */
export const SHORT_FORM_WORDS = ['short stories', 'short story', 'novella', 'novellas', 'novelle', 'novellen', 'kurzgeschichten', 'kurzgeschichte', 'erzaehlungen', 'racconti', 'racconto', 'romanzo breve', 'romanzi brevi', 'anthology', 'anthologie', 'antologia'];
/** "short", "kurz", "breve": a length wish; where pages are known, at most this many. */
export const SHORT_WORDS = ['short', 'shorter', 'quick read', 'kurz', 'kurze', 'kurzer', 'kurzes', 'breve', 'brevi', 'corto', 'corti'];
export const SHORT_MAX_PAGES = 320;

export const STANDALONE_WORDS = ['standalone', 'standalones', 'stand alone', 'single volume', 'einzelband', 'einzelbaende', 'abgeschlossen', 'autoconclusivo', 'autoconclusivi', 'volume unico'];
export const SERIES_WORDS = ['series', 'serie', 'reihe', 'saga', 'sagas', 'trilogy', 'trilogie', 'trilogia', 'zyklus', 'ciclo'];

/** Folded award words → the lower-case text their catalogue name contains. */
export const AWARD_NAMES: Record<string, string> = {
  hugo: 'hugo',
  nebula: 'nebula',
  locus: 'locus',
  'world fantasy': 'world fantasy',
  'arthur c clarke': 'clarke',
  clarke: 'clarke',
  'philip k dick': 'philip k. dick',
  'bram stoker': 'stoker',
  stoker: 'stoker',
  'british fantasy': 'british fantasy',
  'british science fiction': 'british science fiction',
  tiptree: 'tiptree',
  campbell: 'campbell',
  mythopoeic: 'mythopoeic',
  'kurd lasswitz': 'lasswitz',
};
export const NOMINATED_WORDS = ['nominated', 'nominee', 'nominees', 'nomination', 'nominations', 'shortlisted', 'finalist', 'finalists', 'nominiert', 'nominierte', 'nominierung', 'candidato', 'candidati', 'candidata', 'nominato', 'nominati', 'finalista', 'finalisti'];
export const EITHER_WORDS = ['or', 'either', 'oder', 'entweder', 'o', 'oppure'];

/** Words that introduce an author ("by", "von", "di"); after a negation they name an excluded one. */
export const BY_WORDS = ['by', 'from', 'von', 'vom', 'di', 'da', 'del', 'della'];
/** Words between a negation and its "by" ("no books by", "keine Bücher von", "niente libri di", "nothing written by"). */
export const NOT_BY_FILLERS = ['any', 'anything', 'one', 'ones', 'stuff', 'thing', 'things', 'titles', 'written', 'geschrieben', 'etwas', 'altro', 'scritto', 'scritti'];
/** Words that join two excluded names ("Pratchett or Adams", "Pratchett oder Adams", "Pratchett o di Adams", "King né Rice"). */
export const NAME_JOINS = ['or', 'and', 'nor', 'oder', 'und', 'noch', 'o', 'e', 'ne', 'od'];
/** Words that end a name: another wish or a courtesy follows. */
export const NAME_ENDS = ['but', 'aber', 'sondern', 'ma', 'pero', 'with', 'mit', 'con', 'from', 'aus', 'in', 'im', 'nel', 'please', 'bitte', 'like', 'wie', 'come', 'published', 'written', 'for', 'fuer', 'per', 'either', 'too', 'auch', 'anche', 'neanche', 'nemmeno', 'only', 'nur', 'solo', 'just', 'thanks', 'danke', 'grazie', 'the'];

/** "Hexer" is the German witcher (not "Hexen", witches): a title to compare with, not a genre. */
export const TITLE_NICKNAMES: Record<string, string> = { hexer: 'The Last Wish', witcher: 'The Last Wish', strigo: 'The Last Wish', wiedzmin: 'The Last Wish' };

/** Words that ask for more after an answer ("more", "others", "noch mehr", "altri"). */
export const FOLLOW_UP_WORDS = ['more', 'another', 'others', 'else', 'mehr', 'weitere', 'andere', 'anderes', 'noch', 'altri', 'altro', 'altre', 'ancora'];
/** First words that narrow the previous answer ("only standalone ones", "nur die aus den 90ern", "ma niente di Adams"). */
export const FOLLOW_UP_OPENERS = ['only', 'just', 'but', 'and', 'nur', 'aber', 'und', 'solo', 'ma', 'e', 'pero'];
export const SAME_AUTHOR_PATTERNS = [
  /\bmore (?:by|from) (?:that|this|the same) (?:author|writer)\b/,
  /\bmore (?:by|from) (?:him|her|them)\b/,
  /\b(?:same|that) author\b/,
  /\b(?:mehr|noch mehr|anderes|andere) (?:von|vom) (?:dem|diesem|derselben|demselben|ihm|ihr|gleichen)\b/,
  /\b(?:selben|gleichen) (?:autor|autorin)\b/,
  /\b(?:stesso|stessa|questo|quello) (?:autore|autrice|scrittore)\b/,
  /\baltr[oiea] (?:di|del|dello) (?:lui|lei|stesso)\b/,
];

/** Words that say a request is about books at all; without any, an unknown request is off-topic. */
export const BOOK_WORDS = ['book', 'books', 'novel', 'novels', 'read', 'reading', 'recommend', 'recommendation', 'author', 'story', 'stories', 'series', 'fantasy', 'sci', 'scifi', 'buch', 'buecher', 'roman', 'romane', 'lesen', 'empfehlung', 'empfiehl', 'autor', 'autorin', 'geschichte', 'libro', 'libri', 'romanzo', 'romanzi', 'leggere', 'consiglia', 'consiglio', 'autore', 'storia', 'saga', 'trilogy', 'genre', 'genere'];

/**
 * Words of an open request ("what should I read next?", "recommend me something", "etwas Neues?",
 * "consigliami qualcosa"): with no constraint, it asks for the member's personal picks.
 */
export const OPEN_REQUEST_WORDS = ['recommend', 'recommendation', 'suggest', 'suggestion', 'next', 'something', 'anything', 'empfiehl', 'empfehlen', 'empfehlung', 'vorschlag', 'neues', 'neue', 'etwas', 'was soll ich lesen', 'consiglia', 'consigliami', 'consiglio', 'suggerisci', 'suggeriscimi', 'qualcosa', 'nuovo', 'nuova', 'cosa leggo', 'cosa leggere'];

/** Words that tie a year to publication, not to an award ("Hugo winners published in the 70s"). */
export const PUBLISHED_WORDS = ['published', 'publication', 'written', 'veroeffentlicht', 'erschienen', 'erschienene', 'pubblicato', 'pubblicati', 'pubblicata', 'pubblicate', 'usciti', 'uscito', 'scritti'];
