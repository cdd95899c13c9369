import { matchShelfBooks } from '@starshelf/cms/catalogue';
import type { MatchShelfBooks } from './import-job.js';

/** The catalogue's matcher (ISBN of any edition, Goodreads id, then folded title and author). */
export const catalogueMatcher: MatchShelfBooks = matchShelfBooks;
