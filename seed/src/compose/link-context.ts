import { type Dataset } from '../data/dataset.js';

/**
 * Where the composed markdown links point. Keys are the data set's external ids; values are what
 * the site's routes use (slugs, or the Payload id for awards). The importer passes the ids and
 * slugs Payload assigned; `datasetLinks` uses the data set's own slugs and ids. `undefined` means
 * "no page yet": the name is written without a link.
 */
export interface LinkContext {
  authorSlug(authorId: number): string | undefined;
  seriesSlug(seriesId: number): string | undefined;
  genreSlug(genreId: number): string | undefined;
  awardId(awardId: number): string | number | undefined;
}

export const paths = {
  author: (slug: string) => `/authors/${encodeURIComponent(slug)}`,
  series: (slug: string) => `/series/${encodeURIComponent(slug)}`,
  genre: (slug: string) => `/genres/${encodeURIComponent(slug)}`,
  award: (id: string | number) => `/awards/${encodeURIComponent(String(id))}`,
};

export function datasetLinks(dataset: Dataset): LinkContext {
  return {
    authorSlug: (id) => dataset.authors.get(id)?.slug,
    seriesSlug: (id) => dataset.series.get(id)?.slug,
    genreSlug: (id) => dataset.genres.get(id)?.slug,
    awardId: (id) => (dataset.awards.has(id) ? id : undefined),
  };
}

export function authorPath(ctx: LinkContext, authorId: number): string | undefined {
  const slug = ctx.authorSlug(authorId);
  return slug === undefined ? undefined : paths.author(slug);
}

export function seriesPath(ctx: LinkContext, seriesId: number): string | undefined {
  const slug = ctx.seriesSlug(seriesId);
  return slug === undefined ? undefined : paths.series(slug);
}

export function genrePath(ctx: LinkContext, genreId: number): string | undefined {
  const slug = ctx.genreSlug(genreId);
  return slug === undefined ? undefined : paths.genre(slug);
}

export function awardPath(ctx: LinkContext, awardId: number): string | undefined {
  const id = ctx.awardId(awardId);
  return id === undefined ? undefined : paths.award(id);
}
