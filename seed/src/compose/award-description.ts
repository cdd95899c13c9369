import { awardCategoryName } from '@starshelf/contract';
import { type Dataset } from '../data/dataset.js';
import { type AwardEntryRow, type BookRow } from '../data/row-schemas.js';
import { firstAuthor } from './catalogue-facts.js';
import { type LinkContext, authorPath } from './link-context.js';
import { type Locale, type Localized, perLocale } from './locale.js';
import { formatNumber, italic, joinList, link, paragraph } from './markdown.js';
import { awardKind, awardName, worksInLanguageSentence } from './vocabulary.js';

/** The categories present in the data, most entries first, with their year range. */
export function awardCategories(dataset: Dataset, awardId: number): { name: string; from: number; to: number; entries: number }[] {
  const byName = new Map<string, { name: string; from: number; to: number; entries: number }>();
  for (const e of dataset.entriesByAward.get(awardId) ?? []) {
    if (e.category === undefined) continue;
    const item = byName.get(e.category) ?? { name: e.category, from: e.year, to: e.year, entries: 0 };
    item.from = Math.min(item.from, e.year);
    item.to = Math.max(item.to, e.year);
    item.entries += 1;
    byName.set(e.category, item);
  }
  return [...byName.values()].sort((a, b) => b.entries - a.entries || a.name.localeCompare(b.name));
}

const range = (from: number, to: number) => (from === to ? String(from) : `${from}–${to}`);

function countsSentence(locale: Locale, entries: AwardEntryRow[]): string {
  const n = entries.length;
  const f = (value: number) => formatNumber(value, locale);
  if (n === 0) {
    return { en: 'The data set holds no entries for it yet.', de: 'Für ihn sind noch keine Einträge erfasst.', it: 'Non sono ancora registrate voci per questo premio.' }[locale];
  }
  const years = entries.map((e) => e.year);
  const from = Math.min(...years);
  const to = Math.max(...years);
  const wins = entries.filter((e) => e.result === 'winner').length;
  const noms = entries.filter((e) => e.result === 'nominee').length;
  const cits = entries.filter((e) => e.result === 'special_citation').length;
  const parts: Record<Locale, string[]> = { en: [], de: [], it: [] };
  if (wins) {
    parts.en.push(`${f(wins)} ${wins === 1 ? 'winner' : 'winners'}`);
    parts.de.push(`${f(wins)} Gewinner`);
    parts.it.push(`${f(wins)} ${wins === 1 ? 'vincitore' : 'vincitori'}`);
  }
  if (noms) {
    parts.en.push(`${f(noms)} ${noms === 1 ? 'nominee' : 'nominees'}`);
    parts.de.push(`${f(noms)} ${noms === 1 ? 'Nominierung' : 'Nominierungen'}`);
    parts.it.push(`${f(noms)} ${noms === 1 ? 'candidatura' : 'candidature'}`);
  }
  if (cits) {
    parts.en.push(`${f(cits)} ${cits === 1 ? 'special citation' : 'special citations'}`);
    parts.de.push(`${f(cits)} ${cits === 1 ? 'lobende Erwähnung' : 'lobende Erwähnungen'}`);
    parts.it.push(`${f(cits)} ${cits === 1 ? 'menzione speciale' : 'menzioni speciali'}`);
  }
  const list = joinList(parts[locale], locale);
  const when = {
    en: from === to ? `in ${from}` : `from ${from} to ${to}`,
    de: from === to ? `aus dem Jahr ${from}` : `von ${from} bis ${to}`,
    it: from === to ? `del ${from}` : `dal ${from} al ${to}`,
  }[locale];
  return {
    en: `The data set records ${n === 1 ? 'one entry' : `${f(n)} entries`} ${when}: ${list}.`,
    de: `Erfasst ${n === 1 ? 'ist ein Eintrag' : `sind ${f(n)} Einträge`} ${when}: ${list}.`,
    it: `${n === 1 ? 'È registrata una voce' : `Sono registrate ${f(n)} voci`} ${when}: ${list}.`,
  }[locale];
}

function categoriesSentence(dataset: Dataset, awardId: number, locale: Locale): string | undefined {
  const categories = awardCategories(dataset, awardId);
  if (categories.length === 0) return undefined;
  const list = joinList(categories.map((c) => `${awardCategoryName(c.name, locale)} (${range(c.from, c.to)})`), locale);
  const one = categories.length === 1;
  return {
    en: `It covers the ${one ? 'category' : 'categories'} ${list}.`,
    de: `Die Daten umfassen ${one ? 'die Kategorie' : 'die Kategorien'} ${list}.`,
    it: `${one ? 'La categoria presente è' : 'Le categorie presenti sono'} ${list}.`,
  }[locale];
}

function catalogueSentence(entries: AwardEntryRow[], locale: Locale): string | undefined {
  const linked = entries.filter((e) => e.bookId !== undefined);
  const l = linked.length;
  if (l === 0) return undefined;
  const lw = linked.filter((e) => e.result === 'winner').length;
  const f = (value: number) => formatNumber(value, locale);
  if (l === 1) {
    return {
      en: `One of them${lw ? ', a winner,' : ''} is a book in this catalogue.`,
      de: `Ein Eintrag${lw ? ', ein Gewinner,' : ''} verweist auf ein Buch im Katalog.`,
      it: `Una voce${lw ? ', vincitrice,' : ''} corrisponde a un libro del catalogo.`,
    }[locale];
  }
  return {
    en: `${f(l)} of them are books in this catalogue${lw ? `, including ${lw === 1 ? 'one winner' : `${f(lw)} winners`}` : ''}.`,
    de: `${f(l)} Einträge verweisen auf Bücher im Katalog${lw ? `, darunter ${lw === 1 ? 'ein Gewinner' : `${f(lw)} Gewinner`}` : ''}.`,
    it: `${f(l)} voci corrispondono a libri del catalogo${lw ? `, di cui ${lw === 1 ? 'una vincitrice' : `${f(lw)} vincitrici`}` : ''}.`,
  }[locale];
}

function recentWinnersSentence(dataset: Dataset, entries: AwardEntryRow[], ctx: LinkContext, locale: Locale): string | undefined {
  const recent = entries
    .filter((e) => e.result === 'winner' && e.bookId !== undefined)
    .sort((a, b) => b.year - a.year || a.entryId - b.entryId)
    .slice(0, 3);
  const items = recent.map((e) => {
    const book = dataset.books.get(e.bookId ?? 0) as BookRow;
    const author = firstAuthor(dataset, book.bookId);
    const by = author ? ` ${{ en: 'by', de: 'von', it: 'di' }[locale]} ${link(author.name, authorPath(ctx, author.authorId))}` : '';
    return `${italic(book.title)}${by} (${e.year})`;
  });
  if (items.length === 0) return undefined;
  const list = joinList(items, locale);
  if (items.length === 1) {
    return {
      en: `The most recent winner in the catalogue is ${list}.`,
      de: `Der jüngste Gewinner im Katalog ist ${list}.`,
      it: `Il vincitore più recente presente nel catalogo è ${list}.`,
    }[locale];
  }
  return {
    en: `Recent winners in the catalogue include ${list}.`,
    de: `Zu den jüngsten Gewinnern im Katalog gehören ${list}.`,
    it: `Tra i vincitori più recenti presenti nel catalogo figurano ${list}.`,
  }[locale];
}

export function composeAwardDescriptionIn(dataset: Dataset, awardId: number, ctx: LinkContext, locale: Locale): string {
  const award = dataset.awards.get(awardId);
  if (!award) throw new Error(`unknown award ${awardId}`);
  const name = awardName(award, locale);
  const kind = awardKind(award.country, locale);
  const lead = { en: `The ${name} is ${kind}.`, de: `Der ${name} ist ${kind}.`, it: `Il ${name} è ${kind}.` }[locale];
  const entries = dataset.entriesByAward.get(awardId) ?? [];
  return paragraph([
    lead,
    worksInLanguageSentence(award.language, locale),
    countsSentence(locale, entries),
    categoriesSentence(dataset, awardId, locale),
    catalogueSentence(entries, locale),
    recentWinnersSentence(dataset, entries, ctx, locale),
  ]);
}

export function composeAwardDescription(dataset: Dataset, awardId: number, ctx: LinkContext): Localized {
  return perLocale((locale) => composeAwardDescriptionIn(dataset, awardId, ctx, locale));
}
