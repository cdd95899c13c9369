import { useQuery } from '@tanstack/react-query';
import type { HomeData } from '@starshelf/contract';
import { localeQueryOptions } from '@/lib/api/locale-query';

export const homeKeys = {
  all: ['home'] as const,
  page: (locale: string) => [...homeKeys.all, locale] as const,
};

export function homeQueryOptions(locale: string) {
  return localeQueryOptions<HomeData, ReturnType<typeof homeKeys.page>>(homeKeys.page(locale), '/api/home', locale);
}

export function useHome(locale: string) {
  return useQuery(homeQueryOptions(locale));
}
