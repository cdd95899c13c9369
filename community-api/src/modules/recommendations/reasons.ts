import { MOOD_SLUGS, moodName, type BookSummary, type Locale, type MoodSlug } from '@starshelf/contract';
import type { PickReason } from '@starshelf/cms/catalogue/recommend';

/**
 * A "like X" reason names at most two shared genres (the most specific: a book's genres run from
 * the broad to the narrow) and one shared mood: one line, not a list.
 */
const MAX_GENRES = 2;
const MAX_MOODS = 1;

const isMood = (value: string): value is MoodSlug => (MOOD_SLUGS as readonly string[]).includes(value);

const rating = (value: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

const COPY = {
  en: {
    ratedAs: (title: string, stars: number, average: string) => `Readers who rated ${title} ${stars}★ rated this ${average}★ on average`,
    liked: (title: string, average: string) => `Readers who liked ${title} rated this ${average}★ on average`,
    like: (title: string, traits: string) => `Like ${title}: ${traits}`,
    similar: (title: string) => `Similar to ${title}`,
    acclaimed: (genre: string, average: string, readers: string) => `Acclaimed in ${genre}: ${average}★ from ${readers} readers`,
    acclaimedAny: (average: string, readers: string) => `Acclaimed: ${average}★ from ${readers} readers`,
  },
  de: {
    ratedAs: (title: string, stars: number, average: string) => `Wer ${title} mit ${stars}★ bewertet hat, gab diesem Buch im Schnitt ${average}★`,
    liked: (title: string, average: string) => `Wem ${title} gefiel, gab diesem Buch im Schnitt ${average}★`,
    like: (title: string, traits: string) => `Wie ${title}: ${traits}`,
    similar: (title: string) => `Ähnlich wie ${title}`,
    acclaimed: (genre: string, average: string, readers: string) => `Gefeiert in ${genre}: ${average}★ von ${readers} Lesern`,
    acclaimedAny: (average: string, readers: string) => `Gefeiert: ${average}★ von ${readers} Lesern`,
  },
  it: {
    ratedAs: (title: string, stars: number, average: string) => `Chi ha dato ${stars}★ a ${title} ha dato in media ${average}★ a questo libro`,
    liked: (title: string, average: string) => `Chi ha apprezzato ${title} ha dato in media ${average}★ a questo libro`,
    like: (title: string, traits: string) => `Come ${title}: ${traits}`,
    similar: (title: string) => `Simile a ${title}`,
    acclaimed: (genre: string, average: string, readers: string) => `Acclamato in ${genre}: ${average}★ da ${readers} lettori`,
    acclaimedAny: (average: string, readers: string) => `Acclamato: ${average}★ da ${readers} lettori`,
  },
} satisfies Record<Locale, unknown>;

/** The one line under a personal pick, in the reader's language; `seed` is the book it names. */
export function personalReason(reason: PickReason, book: BookSummary, seed: BookSummary | undefined, locale: Locale): string {
  const copy = COPY[locale];
  const title = seed?.title ?? '…';
  if (reason.kind === 'co-rated') {
    const average = rating(reason.average, locale);
    return reason.seedRating === null ? copy.liked(title, average) : copy.ratedAs(title, reason.seedRating, average);
  }
  const genres = book.genres.filter((genre) => reason.genreIds.includes(genre.id)).map((genre) => genre.name);
  const moods = reason.moods.filter(isMood).map((mood) => moodName(mood, locale));
  const traits = [...genres.slice(-MAX_GENRES), ...moods.slice(0, MAX_MOODS)];
  return traits.length > 0 ? copy.like(title, traits.join(', ')) : copy.similar(title);
}

/** The line under a popular pick (a member with nothing rated or listed yet). */
export function popularReason(book: BookSummary, locale: Locale): string {
  const copy = COPY[locale];
  const average = rating(book.averageRating ?? 0, locale);
  const readers = new Intl.NumberFormat(locale).format(book.ratingsCount);
  const genre = book.genres[0]?.name;
  return genre ? copy.acclaimed(genre, average, readers) : copy.acclaimedAny(average, readers);
}
