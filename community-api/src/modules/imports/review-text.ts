import { decodeHTML } from 'entities';

// Goodreads writes line breaks in reviews as <br/> (one or two in a row for a paragraph).
const LINE_BREAK = /<br\s*\/?>/gi;
const PARAGRAPH_END = /<\/p\s*>/gi;
const ANY_TAG = /<\/?[a-z][^>]*>/gi;

/**
 * A Goodreads review as plain text: breaks become newlines (so paragraphs stay blank-line
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
