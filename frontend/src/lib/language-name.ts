/** A language code's name in the reader's language ('de' → 'Tedesco' in Italian), without translation files. */
export function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
