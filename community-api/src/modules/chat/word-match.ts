/**
 * How a reader's word is matched to a word the parser knows (decision 099), the same for every
 * lexicon: moods, audiences, forms, negations, genre names, author names.
 *
 * Words arrive folded by `foldSearchText` ("für" → "fuer"), but many readers type the vowel
 * without its umlaut ("fur", "bucher", "dustere"): `looseFold` drops the "e" of ae/oe/ue on both
 * sides, so either spelling meets the other.
 */
export function looseFold(word: string): string {
  let loose = looseFolds.get(word);
  if (loose === undefined) {
    // Words are few (the lists and what readers type); the bound only guards a long-running process.
    if (looseFolds.size > 20_000) looseFolds.clear();
    looseFolds.set(word, (loose = word.replace(/([aou])e/g, '$1')));
  }
  return loose;
}
const looseFolds = new Map<string, string>();

type Edit = 'none' | 'substitution' | 'transposition' | 'deletion' | 'insertion' | 'more';

/** The one edit that turns `listed` into `typed`, if one is enough (a bounded Damerau-Levenshtein, linear). */
function oneEdit(typed: string, listed: string): Edit {
  if (typed === listed) return 'none';
  const lengthGap = typed.length - listed.length;
  if (Math.abs(lengthGap) > 1) return 'more';
  let at = 0;
  while (at < typed.length && at < listed.length && typed[at] === listed[at]) at += 1;
  if (lengthGap === -1) return typed.slice(at) === listed.slice(at + 1) ? 'deletion' : 'more';
  if (lengthGap === 1) return typed.slice(at + 1) === listed.slice(at) ? 'insertion' : 'more';
  if (typed.slice(at + 1) === listed.slice(at + 1)) return 'substitution';
  return typed[at] === listed[at + 1] && typed[at + 1] === listed[at] && typed.slice(at + 2) === listed.slice(at + 2) ? 'transposition' : 'more';
}

/** Below this, a listed word must be typed exactly: "dark", "kids", "teen", "saga". */
const TYPO_MIN_LISTED = 5;
/** From this length on, any one edit is a typo; shorter listed words only lose or swap a letter. */
const ANY_EDIT_MIN_LISTED = 7;

/**
 * Whether `typed` is `listed` with one typo: a letter left out or two neighbours swapped ("funy",
 * "fnuny", "lustge") for listed words of five or six letters, any one edit from seven letters on
 * ("somthing", "fantsy", "advnture"). A shorter word with a letter replaced or added is too often
 * another word ("brave" is not "breve", "kindle" is not "kinder", "meiner" is not "keiner").
 */
export function isOneTypoOf(typed: string, listed: string): boolean {
  if (listed.length < TYPO_MIN_LISTED || typed.length < TYPO_MIN_LISTED - 1 || Math.abs(typed.length - listed.length) > 3) return false;
  const edit = oneEdit(looseFold(typed), looseFold(listed));
  if (edit === 'none') return true;
  if (edit === 'more') return false;
  return listed.length >= ANY_EDIT_MIN_LISTED || edit === 'deletion' || edit === 'transposition';
}

/** Exact, or the same word without umlauts. */
export const isSameWord = (typed: string, listed: string): boolean => typed === listed || looseFold(typed) === looseFold(listed);

/**
 * `typed` names `listed`: the same word, or one typo away unless the typed word is itself a word
 * the parser knows (`known`): "adulti" never becomes "adulto"'s neighbour of another list, and a
 * listed word always means itself.
 */
export const matchesWord = (typed: string, listed: string, known: ReadonlySet<string>): boolean =>
  isSameWord(typed, listed) || (!known.has(typed) && !known.has(looseFold(typed)) && isOneTypoOf(typed, listed));
