// Letters that NFD does not decompose into a base letter plus a mark, or that German readers
// expect spelled out (ä → ae, not a). Applied to lower-cased text.
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
};

const REPLACEABLE = new RegExp(`[${Object.keys(REPLACEMENTS).join('')}]`, 'g');
const COMBINING_MARKS = /\p{M}/gu;

/**
 * Lower-cases, spells out German umlauts and ß, and strips every other accent.
 * The umlauts are replaced before NFD because NFD would split 'ä' into 'a' + mark first.
 */
export function transliterate(input: string): string {
  return input
    .normalize('NFC')
    .toLowerCase()
    .replace(REPLACEABLE, (letter) => REPLACEMENTS[letter] ?? letter)
    .normalize('NFD')
    .replace(COMBINING_MARKS, '');
}
