import { decodeHTML } from 'entities';
import { reviewTextSchema } from '@starshelf/contract';

// Goodreads writes line breaks in reviews as <br/> (one or two in a row for a paragraph); StoryGraph
// writes each paragraph as a <div>.
const LINE_BREAK = /<br\s*\/?>|<\/div\s*>/gi;
const PARAGRAPH_END = /<\/p\s*>/gi;
const ANY_TAG = /<\/?[a-z][^>]*>/gi;

/**
 * A review from an export as plain text: breaks become newlines (so paragraphs stay blank-line
 * separated), every other tag goes (our reviews are text, never HTML), entities are decoded after
 * the tags are gone so an encoded `&lt;b&gt;` stays visible text instead of becoming a tag.
 */
export function reviewText(html: string): string | null {
  const text = decodeHTML(html.replace(LINE_BREAK, '\n').replace(PARAGRAPH_END, '\n\n').replace(ANY_TAG, ''))
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    // Two or more breaks are one paragraph break.
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return text === '' ? null : text;
}

/**
 * The review of a row as the site stores it: its HTML made text, then the rule every review here
 * obeys (contract reviewTextSchema: length, safe link targets). One longer than a review written on
 * the site may be is kept out whole (`isTooLong`), not cut: a review cut off mid-sentence would be
 * words its author did not write that way.
 */
export function importedReview(cell: string): { review: string | null; isTooLong: boolean } {
  const text = reviewText(cell);
  if (text === null) return { review: null, isTooLong: false };
  const checked = reviewTextSchema.safeParse(text);
  return checked.success ? { review: checked.data ?? null, isTooLong: false } : { review: null, isTooLong: true };
}
