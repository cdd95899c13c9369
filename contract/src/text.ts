import { markdownToText } from './markdown-to-text.js';

export { markdownToText };

export const ELLIPSIS = '...';

// The imported German descriptions often open with an "Einleitung" (introduction) heading that
// says nothing in a teaser: as an ATX heading, a setext heading, a bold line or a bare line.
const LEADING_EINLEITUNG =
  /^\s*(?:#{1,6}[ \t]*einleitung[ \t:]*#*[ \t]*(?:\n|$)|einleitung[ \t:]*\n[ \t]*(?:=+|-+)[ \t]*(?:\n|$)|(?:\*\*|__)einleitung:?(?:\*\*|__)[ \t:]*(?:\n|$)|einleitung[ \t:]*(?:\n|$))/i;

export function removeLeadingEinleitung(md: string): string {
  return md.replace(/\r\n?/g, '\n').replace(LEADING_EINLEITUNG, '');
}

/**
 * Plain-text teaser: markdown stripped, a leading 'Einleitung' heading removed, whitespace
 * collapsed, and cut at a word boundary with '...' so the result never exceeds `maxLength`.
 */
export function excerpt(md: string, maxLength: number): string {
  const text = markdownToText(removeLeadingEinleitung(md)).replace(/\s+/g, ' ').trim();
  if (text.length <= maxLength) return text;
  const room = Math.max(0, maxLength - ELLIPSIS.length);
  const cut = text.slice(0, room + 1);
  const lastSpace = cut.lastIndexOf(' ');
  // A single word longer than the room is cut hard rather than dropped entirely.
  const head = lastSpace > 0 ? cut.slice(0, lastSpace) : text.slice(0, room);
  return `${head.replace(/[\s.,;:!?\-–—]+$/, '')}${ELLIPSIS}`;
}
