import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ChatStatus } from './types';

export const chatKeys = {
  all: ['chat'] as const,
  status: () => [...chatKeys.all, 'status'] as const,
};

export function chatStatusQueryOptions() {
  return queryOptions({ queryKey: chatKeys.status(), queryFn: ({ signal }) => api.get<ChatStatus>('/api/chat/status', { signal }) });
}

export function useChatStatus(isEnabled: boolean) {
  return useQuery({ ...chatStatusQueryOptions(), enabled: isEnabled });
}
