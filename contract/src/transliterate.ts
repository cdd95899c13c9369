// Letters that Unicode does not decompose into a base letter plus a mark, or that German readers
// expect spelled out (ä → ae, not a). Applied to lower-cased text, after compatibility forms
// (ligatures ﬁ, long ſ, ĳ, full-width letters) were already spelled out by NFKC.
const REPLACEMENTS: Readonly<Record<string, string>> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  ẞ: 'ss',
  ł: 'l',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ŋ: 'ng',
  ħ: 'h',
  ŧ: 't',
  ĸ: 'k',
  ə: 'e',
};

const REPLACEABLE = new RegExp(`[${Object.keys(REPLACEMENTS).join('')}]`, 'g');
const COMBINING_MARKS = /\p{M}/gu;
const ASCII_ONLY = /^[ -~]*$/;

/**
 * Lower-cases, spells out German umlauts, ß and the letters above, and strips every other accent:
 * the one folding of slugs and of the search index and its queries (decision 069). The umlauts
 * are replaced before NFKD because NFKD would split 'ä' into 'a' + mark first.
 */
export function transliterate(input: string): string {
  // Most names are printable ASCII, where only the case changes (the importer folds ~10^5 of them).
  if (ASCII_ONLY.test(input)) return input.toLowerCase();
  return input
    .normalize('NFKC')
    .toLowerCase()
    .replace(REPLACEABLE, (letter) => REPLACEMENTS[letter] ?? letter)
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '');
}
