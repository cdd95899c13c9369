type Pickable = { id: number; isPrimaryEdition: boolean | null };

/** The edition whose id was given, else the primary one, else the first (docs/rules.md §2). */
export function preselectEdition<T extends Pickable>(editions: readonly T[], givenId?: number | null): T | undefined {
  return editions.find((edition) => edition.id === givenId) ?? editions.find((edition) => edition.isPrimaryEdition) ?? editions[0];
}

export const DEFAULT_CURRENCY = 'EUR';

/** A price with its currency, EUR when the format names none (docs/rules.md §9). */
export function formatPrice(price: number, currency: string | null | undefined, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: currency || DEFAULT_CURRENCY }).format(price);
}
