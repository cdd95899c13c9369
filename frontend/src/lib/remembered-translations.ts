import type { i18n as I18n, TFunction } from 'i18next';

/** Past this many strings the memory is emptied and starts again (titles in labels make many). */
export const REMEMBERED_TRANSLATIONS_LIMIT = 4000;

const memories = new WeakMap<I18n['store'], Map<string, string>>();

/**
 * One memory per set of strings (an instance and its clones share theirs). It is emptied whenever
 * strings are added or removed (a language's or a screen's bundle arriving), so a key asked for
 * before its bundle came is translated again afterwards.
 */
function memoryOf(instance: I18n): Map<string, string> {
  let memory = memories.get(instance.store);
  if (!memory) {
    const created = new Map<string, string>();
    const forget = () => created.clear();
    instance.store.on('added', forget);
    instance.store.on('removed', forget);
    memories.set(instance.store, created);
    memory = created;
  }
  return memory;
}

/**
 * The part of the memory's key that the options make: their names and values in the order given.
 * Undefined when an option is anything but a string, number or boolean (an object, a function):
 * such a call is translated every time.
 */
function optionsKey(options: unknown): string | undefined {
  if (options === undefined) return '';
  if (typeof options !== 'object' || options === null) return undefined;
  let key = '';
  // for...in over the caller's literal: no array of entries made on every call.
  for (const name in options) {
    const value = (options as Record<string, unknown>)[name];
    if (value === undefined) continue;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return undefined;
    key += `\u0002${name}\u0003${typeof value}:${String(value)}`;
  }
  return key;
}

/** i18next's fixed `t`, with the fields it carries for its callers. */
type Translate = ((...args: unknown[]) => unknown) & Record<'lng' | 'lngs' | 'ns' | 'keyPrefix', unknown>;

/**
 * `instance.getFixedT(language, namespace, keyPrefix)`, remembering each string it made for the
 * same key and options. An i18next lookup (key parsing, fallbacks, plural rules, interpolation)
 * costs 12-30 µs here, and a page of cards asks for the same few dozen strings hundreds of times,
 * in the browser while hydrating and on the server for every render.
 * Only a language given by name is remembered: without one, the instance's current language at
 * each call decides, and the call goes straight to i18next.
 */
export function rememberedFixedT(instance: I18n, language?: unknown, namespace?: unknown, keyPrefix?: unknown): TFunction {
  const fixed = (instance.getFixedT as unknown as (...args: unknown[]) => Translate)(language, namespace, keyPrefix);
  if (typeof language !== 'string') return fixed as unknown as TFunction;
  const memory = memoryOf(instance);
  const prefix = `${language}\u0001${String(namespace ?? '')}\u0001${String(keyPrefix ?? '')}\u0001`;
  const translate = (key: unknown, options?: unknown, ...rest: unknown[]): unknown => {
    const optionsPart = typeof key === 'string' && rest.length === 0 ? optionsKey(options) : undefined;
    if (optionsPart === undefined) return fixed(key, options, ...rest);
    const memoryKey = prefix + (key as string) + optionsPart;
    const remembered = memory.get(memoryKey);
    if (remembered !== undefined) return remembered;
    const value = fixed(key, options);
    if (typeof value === 'string') {
      if (memory.size >= REMEMBERED_TRANSLATIONS_LIMIT) memory.clear();
      memory.set(memoryKey, value);
    }
    return value;
  };
  // What i18next's fixed function carries for its callers.
  return Object.assign(translate, { lng: fixed.lng, lngs: fixed.lngs, ns: fixed.ns, keyPrefix: fixed.keyPrefix }) as unknown as TFunction;
}
