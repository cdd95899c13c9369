import { describe, expect, it } from 'vitest';
import { guessPreferences, type PreferenceHints, preferenceCookie, resolveTheme } from './preferences.js';

describe('guessPreferences', () => {
  it.each<[PreferenceHints, string]>([
    [{ languageCookie: 'it', acceptLanguage: 'de' }, 'it'],
    [{ languageCookie: 'de-AT', acceptLanguage: 'en' }, 'de'],
    [{ languageCookie: 'fr', acceptLanguage: 'de' }, 'de'],
    [{ languageCookie: '', acceptLanguage: 'it' }, 'it'],
    [{ acceptLanguage: 'fr-FR, it;q=0.5, de;q=0.8' }, 'de'],
    [{ acceptLanguage: 'fr' }, 'en'],
    [{}, 'en'],
    [{ languageParam: 'de', languageCookie: 'it', acceptLanguage: 'it' }, 'de'],
    [{ languageParam: 'xx', languageCookie: 'it' }, 'it'],
  ])('takes the page\'s ?lang=, then the stored language, then the browser languages: %j gives %s', (hints, expected) => {
    expect(guessPreferences(hints).language).toBe(expected);
  });

  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['sepia', 'dark'],
    [undefined, 'dark'],
  ])('reads the theme cookie %j as %s', (themeCookie, expected) => {
    expect(guessPreferences({ themeCookie }).theme).toBe(expected);
    expect(resolveTheme(themeCookie)).toBe(expected);
  });
});

describe('preferenceCookie', () => {
  it('keeps a preference for a year on every path of this site, not sent on cross-site requests', () => {
    expect(preferenceCookie('language', 'de')).toBe('language=de; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(preferenceCookie('theme', 'light; x=y')).toBe('theme=light%3B%20x%3Dy; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
