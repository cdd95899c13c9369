import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnReview, Paged, Profile, ProfilePatchBody } from '@starshelf/contract';
import { api } from '@/lib/api/client';
import { useLocale } from '@/lib/use-locale';

export type { Profile };
/** One of the member's ratings (with or without a review) of a book or an author. */
export type ProfileReview = OwnReview;

export { BIO_MAX_LENGTH } from '@starshelf/contract';

export const profileKeys = {
  all: ['profile'] as const,
  detail: () => [...profileKeys.all, 'detail'] as const,
  reviews: (locale: string) => [...profileKeys.all, 'reviews', locale] as const,
};

export function profileQueryOptions() {
  return queryOptions({ queryKey: profileKeys.detail(), queryFn: ({ signal }) => api.get<Profile>('/api/profile', { signal }) });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}

export function useProfileReviews() {
  const locale = useLocale();
  return useQuery({
    queryKey: profileKeys.reviews(locale),
    queryFn: ({ signal }) => api.get<Paged<ProfileReview>>(`/api/profile/reviews?limit=100&locale=${locale}`, { signal }),
  });
}

export function useUpdateBio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bio: string) => api.patch<Profile>('/api/profile', { bio } satisfies ProfilePatchBody),
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.detail(), profile),
  });
}
