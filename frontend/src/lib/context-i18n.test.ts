import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { contextI18n } from './context-i18n';

async function anInstance() {
  const instance = i18next.createInstance();
  await instance.init({ lng: 'en', resources: { en: { translation: { hello: 'Hello' } }, de: { translation: { hello: 'Hallo' } } } });
  return instance;
}

describe('contextI18n', () => {
  it('has only its remembering getFixedT for react-i18next to copy, and is one object per instance', async () => {
    const instance = await anInstance();
    const facade = contextI18n(instance);
    expect(Object.getOwnPropertyNames(facade)).toEqual(['getFixedT']);
    expect(Object.getOwnPropertyNames(instance).length).toBeGreaterThan(20);
    expect(contextI18n(instance)).toBe(facade);
  });

  it('reads the instance as it is now and translates with it', async () => {
    const instance = await anInstance();
    const facade = contextI18n(instance);
    await instance.changeLanguage('de');
    expect(facade.language).toBe('de');
    expect(facade.t('hello')).toBe('Hallo');
    await facade.changeLanguage('en');
    expect(instance.language).toBe('en');
  });

  it('registers listeners on the instance itself, so a change of language reaches them', async () => {
    const instance = await anInstance();
    const facade = contextI18n(instance);
    const listener = vi.fn();
    facade.on('languageChanged', listener);
    await instance.changeLanguage('de');
    expect(listener).toHaveBeenCalledWith('de');
    facade.off('languageChanged', listener);
    await instance.changeLanguage('en');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
