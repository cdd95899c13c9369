import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

export type NewsletterInput = { email: string; locale: string };

export function subscribeToNewsletter(input: NewsletterInput): Promise<unknown> {
  return api.post('/api/newsletter', input);
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
