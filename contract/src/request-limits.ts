// Lengths and counts the API enforces on member input, which the browser's forms show as well.
// Free of zod, so a page importing one of them loads no schema.

/** A member's bio (PATCH /api/profile). */
export const BIO_MAX_LENGTH = 2_000;

/** One chat message (POST /api/chat). */
export const MAX_MESSAGE_LENGTH = 1_000;
/** Turns (one user or assistant message each) the recommender sees; older ones are dropped. */
export const HISTORY_TURNS = 6;
