import { useMutation } from '@tanstack/react-query';
import type { NewsletterSubscribeBody } from '@starshelf/contract';
import { api } from '@/lib/api/client';

export function subscribeToNewsletter(input: NewsletterSubscribeBody): Promise<unknown> {
  return api.post('/api/newsletter', input);
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
