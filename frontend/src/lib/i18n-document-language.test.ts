import { afterEach, describe, expect, it } from 'vitest';
import { changeUiLanguage, i18n } from './i18n';

function langWrites(): { records: () => MutationRecord[]; stop: () => void } {
  const seen: MutationRecord[] = [];
  const observer = new MutationObserver((records) => seen.push(...records));
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  return { records: () => [...seen, ...observer.takeRecords()], stop: () => observer.disconnect() };
}

afterEach(async () => {
  await changeUiLanguage('en');
});

describe('<html lang> follows the language', () => {
  it('is written when the language changes', async () => {
    await changeUiLanguage('en');
    const watch = langWrites();
    await changeUiLanguage('de');
    expect(document.documentElement.lang).toBe('de');
    expect(watch.records()).toHaveLength(1);
    watch.stop();
  });

  // Writing the same value makes the browser re-match :lang() for every element: a whole-page
  // restyle while a server-rendered page starts in the language it was sent in.
  it('is left alone when the language it already names is announced again', async () => {
    await changeUiLanguage('it');
    const watch = langWrites();
    i18n.emit('languageChanged', 'it');
    await changeUiLanguage('it');
    expect(document.documentElement.lang).toBe('it');
    expect(watch.records()).toEqual([]);
    watch.stop();
  });
});
