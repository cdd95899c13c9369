// A small, dependency-free markdown stripper: this module ships to the browser, and excerpts only
// need readable plain text, not a faithful render. Block structure survives as blank lines.

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const isHex = body[1] === 'x' || body[1] === 'X';
      const code = Number.parseInt(body.slice(isHex ? 2 : 1), isHex ? 16 : 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[body.toLowerCase()] ?? whole;
  });
}

function stripInline(line: string): string {
  return (
    line
      // Images keep their alt text; links keep their label (inline and reference forms).
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/!\[([^\]]*)\]\[[^\]]*\]/g, '$1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
      .replace(/<((?:https?|mailto):[^>\s]+)>/gi, '$1')
      .replace(/<\/?[a-z][^>]*>/gi, '')
      .replace(/`+([^`]*)`+/g, '$1')
      // Emphasis markers only when they wrap text, so "5 * 3" and snake_case survive.
      .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
      .replace(/(\*|\b_)(?=\S)([\s\S]*?\S)(\*|_\b)/g, '$2')
      .replace(/~~(?=\S)([\s\S]*?\S)~~/g, '$1')
  );
}

// Backslash-escaped punctuation is parked in the private use area while markers are stripped,
// so "\*stars\*" keeps its asterisks instead of losing them as emphasis.
const ESCAPE_BASE = 0xe000;
const hideEscapes = (line: string) =>
  line.replace(/\\([\\`*_{}[\]()#+\-.!<>~|])/g, (_whole, char: string) =>
    String.fromCharCode(ESCAPE_BASE + char.charCodeAt(0)),
  );
const restoreEscapes = (text: string) =>
  text.replace(/[\ue000-\ue07f]/g, (char) => String.fromCharCode(char.charCodeAt(0) - ESCAPE_BASE));

function stripBlockMarkers(line: string): string | null {
  if (/^\s{0,3}\[[^\]]+\]:\s*\S+/.test(line)) return null; // reference definition
  if (/^\s{0,3}([-*_])(\s*\1){2,}\s*$/.test(line)) return null; // horizontal rule
  if (/^\s{0,3}(=+|-+)\s*$/.test(line)) return null; // setext underline
  if (/^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/.test(line) && line.includes('|')) return null; // table rule
  return line
    .replace(/^\s{0,3}(>\s?)+/, '')
    .replace(/^\s{0,3}#{1,6}\s+/, '')
    .replace(/\s+#+\s*$/, '')
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+(\[[ xX]\]\s+)?/, '')
    .replace(/^\s*\|/, '')
    .replace(/\|\s*$/, '')
    .replace(/\s*\|\s*/g, ' ');
}

/** Markdown to plain text: markers removed, link and image labels kept, blocks on their own lines. */
export function markdownToText(md: string): string {
  const lines = md.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  let inFence: string | null = null;
  for (const line of lines) {
    const fence = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    // A fence closes only with the same character, at least as long as the one that opened it.
    if (fence && (inFence === null || (fence[0] === inFence[0] && fence.length >= inFence.length))) {
      inFence = inFence === null ? fence : null;
      continue;
    }
    if (inFence !== null) {
      out.push(line);
      continue;
    }
    const block = stripBlockMarkers(hideEscapes(line));
    if (block !== null) out.push(restoreEscapes(decodeEntities(stripInline(block))).trim());
  }
  return out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
