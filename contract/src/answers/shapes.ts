import { z } from 'zod';

/*
 * Fields that many answers share, spread into their objects (in the same order everywhere), so a
 * catalogue item is named, rated and dated alike in every answer.
 */

/** A catalogue item by id and slug (books add a `title`, the rest a `name`). */
export const slugged = { id: z.number().int(), slug: z.string() };

/** An author, series, genre or award: enough for a link. */
export const named = { ...slugged, name: z.string() };

/** A book's card fields before the answer's own. */
export const titled = { ...slugged, title: z.string() };

/** Members' ratings, as the catalogue's aggregates hold them. */
export const rated = { averageRating: z.number().nullable(), ratingsCount: z.number().int() };

/** A series' or genre's text and picture. */
export const described = { description: z.string().nullable(), image: z.string().nullable() };

/** When a stored row was written and last changed. */
export const stamped = { createdAt: z.string(), updatedAt: z.string() };
