import { catalogueItemPath, type CatalogueItemKind } from '@starshelf/contract';
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

export function datasetLinks(dataset: Dataset): LinkContext {
  return {
    authorSlug: (id) => dataset.authors.get(id)?.slug,
    seriesSlug: (id) => dataset.series.get(id)?.slug,
    genreSlug: (id) => dataset.genres.get(id)?.slug,
    awardId: (id) => (dataset.awards.has(id) ? id : undefined),
  };
}

/** The page of an item of the data set, or undefined while it has none. */
function itemPath(kind: CatalogueItemKind, slugOrId: string | number | undefined): string | undefined {
  return slugOrId === undefined ? undefined : catalogueItemPath(kind, slugOrId);
}

export const authorPath = (ctx: LinkContext, authorId: number) => itemPath('authors', ctx.authorSlug(authorId));
export const seriesPath = (ctx: LinkContext, seriesId: number) => itemPath('series', ctx.seriesSlug(seriesId));
export const genrePath = (ctx: LinkContext, genreId: number) => itemPath('genres', ctx.genreSlug(genreId));
export const awardPath = (ctx: LinkContext, awardId: number) => itemPath('awards', ctx.awardId(awardId));
