import { foldSearchText } from '@starshelf/contract';
import { BOOK_WORDS, BY_WORDS, NAME_ENDS, NAME_JOINS, NEGATIONS, NOT_BY_FILLERS } from './request-words.js';
import { looseFold } from './word-match.js';

/** A name has at most this many words ("Ursula K. Le Guin"); a request rarely excludes more than this many authors. */
const MAX_NAME_WORDS = 4;
const MAX_NAMES = 4;

type Token = { raw: string; word: string; endsClause: boolean };

/** A word list compared without umlauts ("bucher" is "buecher"). */
const looseSet = (...lists: Iterable<string>[]) => new Set(lists.flatMap((list) => [...list]).map(looseFold));
const [NEGATION_SET, FILLER_SET, BY_SET, JOIN_SET, END_SET] = [looseSet(NEGATIONS), looseSet(NOT_BY_FILLERS, BOOK_WORDS), looseSet(BY_WORDS), looseSet(NAME_JOINS), looseSet(NAME_ENDS)];
const isIn = (set: ReadonlySet<string>, word: string) => set.has(looseFold(word));
const isFiller = (word: string) => isIn(FILLER_SET, word);

/**
 * The authors a request leaves out, however many and however joined: "nothing by Terry Pratchett
 * or Douglas Adams", "nichts von Pratchett oder Adams", "niente di Pratchett o di Adams", "keine von
 * King und keine von Rice", "non di King né di Rice", "no books by …". A negation (typed as the
 * parser knows it), up to two filler words, then "by/von/di"; the names follow, split at
 * "or/and/oder/o/né", each at most four words, ended by punctuation or a word that starts another
 * wish. A "name" holding a word the parser knows (`isKnown`: moods, genres, audiences, …) is not a
 * name ("niente di troppo cupo"), and neither is one with digits ("not from the 80s").
 *
 * Returns the names as typed and the message without them, so their words are read as nothing
 * else (an author's name is not a mood) and their "by" is not a wish for that author.
 */
export function excludedAuthorNames(raw: string, isKnown: (word: string) => boolean): { names: string[]; rest: string } {
  // An initial's full stop ("Ursula K. Le Guin") ends no clause.
  const endsClause = (piece: string) => /[,;.!?:]["'”»)]*$/.test(piece) && !/^\p{L}\.$/u.test(piece);
  const tokens: Token[] = raw.split(/\s+/).filter(Boolean).map((piece) => ({ raw: piece, word: foldSearchText(piece), endsClause: endsClause(piece) }));
  const dropped = new Set<number>();
  const names: string[] = [];
  const isNameWord = (token: Token) => token.word !== '' && !/\d/.test(token.word) && !isKnown(token.word) && !isIn(END_SET, token.word) && !isIn(JOIN_SET, token.word);

  for (let index = 0; index < tokens.length && names.length < MAX_NAMES; index += 1) {
    if (!isIn(NEGATION_SET, tokens[index]?.word ?? '')) continue;
    let cursor = index + 1;
    while (cursor < index + 3 && tokens[cursor] && isFiller(tokens[cursor]?.word ?? '') && !tokens[cursor - 1]?.endsClause) cursor += 1;
    const by = tokens[cursor];
    if (!by || !isIn(BY_SET, by.word) || tokens[cursor - 1]?.endsClause) continue;
    const span = [index];
    for (let at = index + 1; at <= cursor; at += 1) span.push(at);
    cursor += 1;
    let found = 0;
    while (names.length < MAX_NAMES) {
      const nameAt: number[] = [];
      while (nameAt.length < MAX_NAME_WORDS && tokens[cursor] && isNameWord(tokens[cursor] as Token)) {
        nameAt.push(cursor);
        if (tokens[cursor]?.endsClause) break;
        cursor += 1;
      }
      if (nameAt.length === 0) break;
      names.push(nameAt.map((at) => tokens[at]?.raw ?? '').join(' ').replace(/[,;!?:"“”„«»()]/g, '').replace(/\.$/, ''));
      span.push(...nameAt);
      found += 1;
      const last = tokens[nameAt[nameAt.length - 1] as number];
      if (last?.endsClause || !tokens[cursor] || !isIn(JOIN_SET, tokens[cursor]?.word ?? '')) break;
      // "… or (not) (by) Adams", "… und keine von Rice", "… né di Rice": the joint and what repeats the negation.
      const joint = cursor;
      cursor += 1;
      while (tokens[cursor] && (isIn(NEGATION_SET, tokens[cursor]?.word ?? '') || isFiller(tokens[cursor]?.word ?? '') || isIn(BY_SET, tokens[cursor]?.word ?? ''))) cursor += 1;
      if (!tokens[cursor] || !isNameWord(tokens[cursor] as Token)) {
        cursor = joint;
        break;
      }
      for (let at = joint; at < cursor; at += 1) span.push(at);
    }
    if (found > 0) for (const at of span) dropped.add(at);
    index = Math.max(index, cursor - 1);
  }
  const rest = tokens
    .map((token, at) => (dropped.has(at) ? (token.endsClause ? ',' : '') : token.raw))
    .filter(Boolean)
    .join(' ');
  return { names, rest };
}
