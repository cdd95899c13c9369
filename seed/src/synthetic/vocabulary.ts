import type { Random } from './random.js';

/**
 * Words for synthetic names and titles (decision 131). Place names are invented from syllables, so
 * synthetic titles do not repeat the real catalogue's and searches for real titles still find the
 * real books first. Names carry the accents the real data has (é, ü, ø, ñ, å, ł ...).
 */
const FIRST_NAMES = [
  'José', 'Zoë', 'Jürgen', 'Søren', 'Inés', 'François', 'Björn', 'Łucja', 'Renée', 'Ümit', 'Chloé', 'Mária', 'Håkon',
  'Anna', 'Marcus', 'Elena', 'Tom', 'Yuki', 'Amara', 'Wei', 'Oskar', 'Giulia', 'Lena', 'Niamh', 'Rafael', 'Ingrid',
  'Tomás', 'Agnès', 'Dagný', 'Matteo',
];
const LAST_NAMES = [
  'Núñez', 'Müller', 'Østergaard', 'Ibáñez', 'Lefèvre', 'Åkesson', 'Szabó', 'Kowalczyk', 'Gonçalves', 'Schröder', 'Dahl',
  'Moreau', 'Rossi', 'Okafor', 'Tanaka', 'Lindqvist', 'Petrović', 'Ferreira', 'Castañeda', 'Hernández', 'Björklund',
  'García', 'Öztürk', 'Nakamura', 'Ruiz', 'Bianchi', 'Weiß', 'Sørensen', 'Kraus', 'Brennan',
];
const INITIALS = 'ABCDEFGHIJKLMNOPRSTVW';
const COUNTRIES = ['Germany', 'Italy', 'Spain', 'France', 'Norway', 'Denmark', 'Sweden', 'United Kingdom', 'United States', 'Poland', 'Hungary', 'Japan'];

const SYLLABLES = ['Vel', 'Ka', 'Mor', 'Thu', 'Ess', 'Rin', 'Zha', 'Oro', 'Lys', 'Dra', 'Quel', 'Ny', 'Bri', 'Cae', 'Ith', 'Ul', 'Ven', 'Ar', 'Syl', 'Tor', 'Ebb', 'Fen', 'Gal', 'Hy', 'Jor'];
const ENDINGS = ['ia', 'on', 'eth', 'ar', 'is', 'heim', 'ora', 'wyn', 'ös', 'ën'];

const ADJECTIVES = ['Silent', 'Hollow', 'Crimson', 'Iron', 'Glass', 'Ashen', 'Drowned', 'Burning', 'Forgotten', 'Sleeping', 'Broken', 'Hidden', 'Winter', 'Copper', 'Quiet', 'Wandering', 'Shattered', 'Salt', 'Distant', 'Pale'];
const NOUNS = ['Tide', 'Crown', 'Engine', 'Harbour', 'Orchard', 'Citadel', 'Lantern', 'Archive', 'Garden', 'Machine', 'Throne', 'River', 'Atlas', 'Cathedral', 'Signal', 'Compass', 'Mirror', 'Forge', 'Gate', 'Choir'];
const DE_ADJECTIVES = ['Gläserne', 'Flüsternde', 'Schlafende', 'Verlorene', 'Kupferne', 'Stille', 'Zerbrochene', 'Brennende', 'Ferne', 'Dunkle'];
const DE_NOUNS = ['Zitadelle', 'Laterne', 'Maschine', 'Krone', 'Flut', 'Pforte', 'Schmiede', 'Kathedrale', 'Brücke', 'Küste'];
const IT_NOUNS = ['città', 'lanterna', 'macchina', 'corona', 'marea', 'porta', 'fucina', 'cattedrale', 'torre', 'costa'];
const IT_ADJECTIVES = ['perduta', 'silenziosa', 'di vetro', 'dormiente', 'spezzata', 'lontana', 'nascosta', 'ardente', 'pallida', 'antica'];
const GENRE_WORDS = ['starship crews', 'drowned kingdoms', 'clockwork cities', 'exiled mages', 'first contact', 'lost colonies', 'court intrigue', 'time travellers'];
const REVIEW_EN = ['A slow start, then I could not put it down.', 'Beautifully written, though the ending felt rushed.', 'Not for me: the world never came alive.', 'The best book of the series so far.'];
const REVIEW_DE = ['Ein langsamer Anfang, dann konnte ich es nicht mehr weglegen.', 'Schön geschrieben, aber das Ende kam zu schnell.', 'Nicht mein Fall: die Welt blieb blass.'];
const REVIEW_IT = ['Un inizio lento, poi non sono riuscito a smettere.', 'Scritto benissimo, ma il finale è frettoloso.', 'Non fa per me: il mondo non prende vita.'];
export const PUBLISHERS = ['Aurora Press', 'Nordlicht Verlag', 'Edizioni Stellari', 'Bright Harbour Books', 'Éditions Céleste', 'Ørsted & Søn'];

export const placeName = (random: Random) =>
  `${random.pick(SYLLABLES)}${random.pick(SYLLABLES).toLowerCase()}${random.pick(ENDINGS)}`;

export function personName(random: Random): string {
  const middle = random.chance(0.6) ? ` ${random.pick([...INITIALS])}.` : '';
  const second = random.chance(0.1) ? `-${random.pick(LAST_NAMES)}` : '';
  return `${random.pick(FIRST_NAMES)}${middle} ${random.pick(LAST_NAMES)}${second}`;
}

export const country = (random: Random) => random.pick(COUNTRIES);

/** Short ("Velkaia"), usual ("The Silent Tide of Morthuon") and long titles. */
export function englishTitle(random: Random): string {
  const form = random.float();
  if (form < 0.1) return placeName(random);
  if (form < 0.9) return `The ${random.pick(ADJECTIVES)} ${random.pick(NOUNS)} of ${placeName(random)}`;
  return (
    `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}s: Being the True Account of a Journey from ${placeName(random)} ` +
    `to ${placeName(random)}, with Notes on the ${random.pick(NOUNS)} of ${placeName(random)} and Its Keepers`
  );
}

export const germanTitle = (random: Random) => `Die ${random.pick(DE_ADJECTIVES)} ${random.pick(DE_NOUNS)} von ${placeName(random)}`;
export const italianTitle = (random: Random) => `La ${random.pick(IT_NOUNS)} ${random.pick(IT_ADJECTIVES)} di ${placeName(random)}`;
export const seriesName = (random: Random) => `${placeName(random)} ${random.pick(['Cycle', 'Chronicles', 'Saga', 'Sequence', 'Trilogy'])}`;

export function description(random: Random, locale: 'en' | 'de' | 'it', title: string): string {
  const theme = random.pick(GENRE_WORDS);
  if (locale === 'de') return `${title}: ein Roman über ${placeName(random)} und die Suche nach der ${random.pick(DE_NOUNS)}. Für Leserinnen und Leser von Geschichten über ${theme}.`;
  if (locale === 'it') return `${title}: un romanzo su ${placeName(random)} e la ricerca della ${random.pick(IT_NOUNS)} ${random.pick(IT_ADJECTIVES)}.`;
  return `${title} follows a ${random.pick(ADJECTIVES).toLowerCase()} ${random.pick(NOUNS).toLowerCase()} from ${placeName(random)} into a world of ${theme}. A story for readers of ${random.pick(GENRE_WORDS)}.`;
}

export function review(random: Random, locale: 'en' | 'de' | 'it'): string {
  return random.pick(locale === 'de' ? REVIEW_DE : locale === 'it' ? REVIEW_IT : REVIEW_EN);
}
