import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { REMEMBERED_TRANSLATIONS_LIMIT, rememberedFixedT } from './remembered-translations';

const EN = {
  nav: { books: 'Books' },
  authors: { bookCount_one: '{{count}} book', bookCount_other: '{{count}} books' },
  rating: { outOf: '{{value}} out of 5' },
};
const DE = { nav: { books: 'Bücher' }, authors: { bookCount_one: '{{count}} Buch', bookCount_other: '{{count}} Bücher' } };

async function anInstance() {
  const instance = i18next.createInstance();
  await instance.init({ lng: 'en', fallbackLng: 'en', interpolation: { escapeValue: false }, showSupportNotice: false, resources: { en: { translation: EN }, de: { translation: DE } } });
  return instance;
}

describe('rememberedFixedT', () => {
  it('says what i18next says: plain keys, plurals, interpolation, prefixes, fallbacks and missing keys', async () => {
    const instance = await anInstance();
    const remembered = rememberedFixedT(instance, 'en', 'translation');
    const direct = instance.getFixedT('en', 'translation');
    const calls: Array<[string, Record<string, unknown>?]> = [
      ['nav.books'], ['authors.bookCount', { count: 1 }], ['authors.bookCount', { count: 3 }],
      ['rating.outOf', { value: '4.5' }], ['no.such.key'],
    ];
    for (const [key, options] of calls) {
      expect(remembered(key, options)).toBe(direct(key, options));
      expect(remembered(key, options)).toBe(direct(key, options));
    }
    expect(rememberedFixedT(instance, 'en', 'translation', 'authors')('bookCount', { count: 2 })).toBe('2 books');
    expect(rememberedFixedT(instance, 'de', 'translation')('rating.outOf', { value: '4.5' })).toBe('4.5 out of 5');
  });

  it('asks i18next once for the same key and options, and again for other options', async () => {
    const instance = await anInstance();
    const translate = vi.spyOn(instance, 't');
    const t = rememberedFixedT(instance, 'en', 'translation');
    expect([t('nav.books'), t('nav.books'), t('authors.bookCount', { count: 3 }), t('authors.bookCount', { count: 3 })]).toEqual(['Books', 'Books', '3 books', '3 books']);
    expect(translate).toHaveBeenCalledTimes(2);
    expect(t('authors.bookCount', { count: 1 })).toBe('1 book');
    expect(translate).toHaveBeenCalledTimes(3);
  });

  it('keeps languages apart, also across clones that share the strings', async () => {
    const instance = await anInstance();
    const clone = instance.cloneInstance({ lng: 'de' });
    expect(rememberedFixedT(instance, 'en', 'translation')('nav.books')).toBe('Books');
    expect(rememberedFixedT(clone, 'de', 'translation')('nav.books')).toBe('Bücher');
    expect(rememberedFixedT(instance, 'en', 'translation')('nav.books')).toBe('Books');
  });

  it('translates a key again once a bundle with it arrives', async () => {
    const instance = await anInstance();
    const t = rememberedFixedT(instance, 'en', 'translation');
    expect(t('members.title')).toBe('members.title');
    instance.addResourceBundle('en', 'translation', { members: { title: 'Your account' } }, true, false);
    expect(t('members.title')).toBe('Your account');
  });

  it('does not remember calls with object options, an unnamed language, or what is not a string', async () => {
    const instance = await anInstance();
    const translate = vi.spyOn(instance, 't');
    const t = rememberedFixedT(instance, 'en', 'translation');
    t('rating.outOf', { value: '4', postProcess: ['x'] });
    t('rating.outOf', { value: '4', postProcess: ['x'] });
    t('nav', { returnObjects: true });
    t('nav', { returnObjects: true });
    expect(translate).toHaveBeenCalledTimes(4);
    const current = rememberedFixedT(instance, null, 'translation');
    expect(current('nav.books')).toBe('Books');
    await instance.changeLanguage('de');
    expect(current('nav.books')).toBe('Bücher');
  });

  it('starts again once it holds its limit of strings, and still answers right', async () => {
    const instance = await anInstance();
    const translate = vi.spyOn(instance, 't');
    const t = rememberedFixedT(instance, 'en', 'translation');
    for (let value = 0; value <= REMEMBERED_TRANSLATIONS_LIMIT; value += 1) t('rating.outOf', { value });
    expect(translate).toHaveBeenCalledTimes(REMEMBERED_TRANSLATIONS_LIMIT + 1);
    expect(t('rating.outOf', { value: 0 })).toBe('0 out of 5');
    expect(translate).toHaveBeenCalledTimes(REMEMBERED_TRANSLATIONS_LIMIT + 2);
  });
});
