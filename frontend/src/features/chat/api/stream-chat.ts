import { ApiError, type ApiErrorCode } from '@/lib/api/api-error';
import { parseSse } from './parse-sse';
import type { ChatBook, ChatDone, ChatTurn } from './types';

export type ChatHandlers = {
  onToken: (text: string) => void;
  onBooks: (books: ChatBook[]) => void;
  onDone: (done: ChatDone) => void;
};

type Input = { message: string; history: ChatTurn[]; locale: string; signal?: AbortSignal };

async function errorOf(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => undefined)) as { error?: { message?: string; code?: string } } | undefined;
  const code = (body?.error?.code ?? (response.status === 401 ? 'UNAUTHENTICATED' : 'UNKNOWN')) as ApiErrorCode;
  return new ApiError(body?.error?.message ?? response.statusText, { status: response.status, code });
}

/** POST /api/chat and feeds its server-sent events to the handlers as they arrive. */
export async function streamChat(input: Input, handlers: ChatHandlers): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/chat', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify({ message: input.message, history: input.history, locale: input.locale }),
      signal: input.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('Network error', { status: 0, code: 'NETWORK_ERROR' });
  }
  if (!response.ok || !response.body) throw await errorOf(response);

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    buffer += decoder.decode(value, { stream: !done });
    const { messages, rest } = parseSse(done ? `${buffer}\n\n` : buffer);
    buffer = rest;
    for (const message of messages) {
      const data = JSON.parse(message.data) as Record<string, unknown>;
      if (message.event === 'token') handlers.onToken(String(data.text ?? ''));
      else if (message.event === 'books') handlers.onBooks((data.books as ChatBook[] | undefined) ?? []);
      else if (message.event === 'done') handlers.onDone(data as ChatDone);
      else if (message.event === 'error') throw new ApiError(String(data.message ?? 'Chat failed'), { status: 500, code: 'INTERNAL' });
    }
    if (done) return;
  }
}
