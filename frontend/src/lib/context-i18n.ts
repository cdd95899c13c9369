import type { i18n as I18n } from 'i18next';
import { rememberedFixedT } from './remembered-translations';

const facades = new WeakMap<I18n, I18n>();

/**
 * The i18next instance as the app hands it to react-i18next's context: an object whose prototype
 * is the instance and whose only property of its own is `getFixedT` (remembered-translations.ts).
 * Every other read (language, options, the bound `t`) reaches the instance as it is now, and
 * `on`/`off` register on the instance's own listeners.
 *
 * Why: react-i18next 16 gives each component that calls `useTranslation` a copy of the instance's
 * own properties, made on the component's first render (i18next binds its 39 methods onto the
 * instance, so there are 39). That is about 28 µs per component on the server; an author page
 * mounts 144 of them. Over this facade the copy has one property to copy. react-i18next 18
 * replaces the copy with a proxy, but needs i18next 27 and Node 22 (decision 095).
 *
 * One facade per instance, so the context's value stays the same object for the instance's life.
 */
export function contextI18n(instance: I18n): I18n {
  let facade = facades.get(instance);
  if (!facade) {
    facade = Object.create(instance) as I18n;
    // The components' `t` (react-i18next asks for it here) remembers the strings it made.
    facade.getFixedT = ((language?: unknown, namespace?: unknown, keyPrefix?: unknown) => rememberedFixedT(instance, language, namespace, keyPrefix)) as I18n['getFixedT'];
    facades.set(instance, facade);
  }
  return facade;
}
