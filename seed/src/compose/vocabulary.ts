import { type Locale, type Localized } from './locale.js';

// Names and phrases written for this project. They translate facts of the data set (award names,
// countries); category names come from the contract, as the award pages show them; unknown values fall back to the data set's English wording.

/** Award names as used in each language (keyed by the award's slug in awards.csv). */
const awardNames: Record<string, Localized> = {
  hugo: { en: 'Hugo Award', de: 'Hugo Award', it: 'Premio Hugo' },
  nebula: { en: 'Nebula Award', de: 'Nebula Award', it: 'Premio Nebula' },
  locus: { en: 'Locus Award', de: 'Locus Award', it: 'Premio Locus' },
  'world-fantasy': { en: 'World Fantasy Award', de: 'World Fantasy Award', it: 'World Fantasy Award' },
  clarke: { en: 'Arthur C. Clarke Award', de: 'Arthur C. Clarke Award', it: 'Premio Arthur C. Clarke' },
  'philip-k-dick': { en: 'Philip K. Dick Award', de: 'Philip K. Dick Award', it: 'Premio Philip K. Dick' },
  'campbell-memorial': {
    en: 'John W. Campbell Memorial Award',
    de: 'John W. Campbell Memorial Award',
    it: 'Premio John W. Campbell Memorial',
  },
  bsfa: { en: 'BSFA Award', de: 'BSFA Award', it: 'BSFA Award' },
  'kurd-lasswitz': { en: 'Kurd Laßwitz Award', de: 'Kurd-Laßwitz-Preis', it: 'Premio Kurd Laßwitz' },
  'deutscher-sf-preis': {
    en: 'German Science Fiction Award',
    de: 'Deutscher Science-Fiction-Preis',
    it: 'Premio tedesco di fantascienza',
  },
  'premio-italia': { en: 'Premio Italia', de: 'Premio Italia', it: 'Premio Italia' },
};

/** The award's name in a language; also what the importer should store in the localized name. */
export function awardName(award: { slug: string; name: string }, locale: Locale): string {
  return awardNames[award.slug]?.[locale] ?? award.name;
}

/** "born in …" phrases with the article and preposition each language needs. */
const birthPlaces: Record<string, Localized> = {
  'United States': { en: 'in the United States', de: 'in den Vereinigten Staaten', it: 'negli Stati Uniti' },
  'United Kingdom': { en: 'in the United Kingdom', de: 'im Vereinigten Königreich', it: 'nel Regno Unito' },
  Canada: { en: 'in Canada', de: 'in Kanada', it: 'in Canada' },
  Japan: { en: 'in Japan', de: 'in Japan', it: 'in Giappone' },
  "People's Republic of China": {
    en: "in the People's Republic of China",
    de: 'in der Volksrepublik China',
    it: 'nella Repubblica Popolare Cinese',
  },
  'Qing dynasty': { en: 'in Qing-dynasty China', de: 'im China der Qing-Dynastie', it: 'nella Cina della dinastia Qing' },
  Russia: { en: 'in Russia', de: 'in Russland', it: 'in Russia' },
  Germany: { en: 'in Germany', de: 'in Deutschland', it: 'in Germania' },
  Ukraine: { en: 'in Ukraine', de: 'in der Ukraine', it: 'in Ucraina' },
  Cuba: { en: 'in Cuba', de: 'in Kuba', it: 'a Cuba' },
  'South Africa': { en: 'in South Africa', de: 'in Südafrika', it: 'in Sudafrica' },
  Australia: { en: 'in Australia', de: 'in Australien', it: 'in Australia' },
  Netherlands: { en: 'in the Netherlands', de: 'in den Niederlanden', it: 'nei Paesi Bassi' },
  Finland: { en: 'in Finland', de: 'in Finnland', it: 'in Finlandia' },
  Italy: { en: 'in Italy', de: 'in Italien', it: 'in Italia' },
  France: { en: 'in France', de: 'in Frankreich', it: 'in Francia' },
};

/** A locative phrase, or undefined for a country without a written translation. */
export function birthPlace(country: string, locale: Locale): string | undefined {
  return birthPlaces[country]?.[locale] ?? (locale === 'en' ? `in ${country}` : undefined);
}

/** What kind of award it is, from awards.csv `country`. */
const awardKinds: Record<string, Localized> = {
  'International (Worldcon)': {
    en: 'an international literary award presented at the Worldcon',
    de: 'ein internationaler Literaturpreis, der auf der Worldcon verliehen wird',
    it: 'un premio letterario internazionale assegnato alla Worldcon',
  },
  'International (World Fantasy Convention)': {
    en: 'an international literary award presented at the World Fantasy Convention',
    de: 'ein internationaler Literaturpreis, der auf der World Fantasy Convention verliehen wird',
    it: 'un premio letterario internazionale assegnato alla World Fantasy Convention',
  },
  'United States': {
    en: 'a literary award from the United States',
    de: 'ein Literaturpreis aus den Vereinigten Staaten',
    it: 'un premio letterario statunitense',
  },
  'United Kingdom': {
    en: 'a literary award from the United Kingdom',
    de: 'ein Literaturpreis aus dem Vereinigten Königreich',
    it: 'un premio letterario britannico',
  },
  Germany: { en: 'a literary award from Germany', de: 'ein Literaturpreis aus Deutschland', it: 'un premio letterario tedesco' },
  Italy: { en: 'a literary award from Italy', de: 'ein Literaturpreis aus Italien', it: 'un premio letterario italiano' },
};

export function awardKind(country: string | undefined, locale: Locale): string {
  const known = country === undefined ? undefined : awardKinds[country]?.[locale];
  if (known) return known;
  const generic: Localized = { en: 'a literary award', de: 'ein Literaturpreis', it: 'un premio letterario' };
  return country === undefined ? generic[locale] : `${generic[locale]} (${country})`;
}

/** "works in English" and friends, from awards.csv `language` (ISO 639-1). */
const workLanguages: Record<string, Localized> = {
  en: { en: 'English', de: 'englischer', it: 'inglese' },
  de: { en: 'German', de: 'deutscher', it: 'tedesca' },
  it: { en: 'Italian', de: 'italienischer', it: 'italiana' },
};

export function worksInLanguageSentence(language: string | undefined, locale: Locale): string | undefined {
  const name = language === undefined ? undefined : workLanguages[language]?.[locale];
  if (name === undefined) return undefined;
  if (locale === 'de') return `Ausgezeichnet werden Werke in ${name} Sprache.`;
  if (locale === 'it') return `Premia opere in lingua ${name}.`;
  return `It honours works in ${name}.`;
}
