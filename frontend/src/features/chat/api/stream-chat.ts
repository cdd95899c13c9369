import type { ChatEvent, ChatEventName, ChatRequestBody, Locale } from '@starshelf/contract';
import { ApiError, type ApiErrorCode } from '@/lib/api/api-error';
import { parseSse, type SseMessage } from './parse-sse';
import type { ChatBook, ChatDone, ChatTurn } from './types';

export type ChatHandlers = {
  onToken: (text: string) => void;
  onBooks: (books: ChatBook[]) => void;
  onDone: (done: ChatDone) => void;
};

type Input = { message: string; history: ChatTurn[]; locale: Locale; signal?: AbortSignal };

async function errorOf(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => undefined)) as { error?: { message?: string; code?: string } } | undefined;
  const code = (body?.error?.code ?? (response.status === 401 ? 'UNAUTHENTICATED' : 'UNKNOWN')) as ApiErrorCode;
  return new ApiError(body?.error?.message ?? response.statusText, { status: response.status, code });
}

// Names only: the browser trusts the contract's types rather than shipping zod to parse the stream (decision 055).
const CHAT_EVENT_NAMES: Record<ChatEventName, true> = { token: true, books: true, done: true, error: true };

function isChatEventName(name: string): name is ChatEventName {
  return Object.hasOwn(CHAT_EVENT_NAMES, name);
}

/** The message as one of the contract's chat events, or null for an event name it does not know. */
export function toChatEvent(message: SseMessage): ChatEvent | null {
  if (!isChatEventName(message.event)) return null;
  return { event: message.event, data: JSON.parse(message.data) as unknown } as ChatEvent;
}

function dispatch(chatEvent: ChatEvent, handlers: ChatHandlers) {
  switch (chatEvent.event) {
    case 'token': return handlers.onToken(chatEvent.data.text);
    case 'books': return handlers.onBooks(chatEvent.data.books);
    case 'done': return handlers.onDone(chatEvent.data);
    case 'error': throw new ApiError(chatEvent.data.message, { status: 500, code: 'INTERNAL' });
  }
}

/** POST /api/chat and feeds its server-sent events to the handlers as they arrive. */
export async function streamChat(input: Input, handlers: ChatHandlers): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/chat', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify({ message: input.message, history: input.history, locale: input.locale } satisfies ChatRequestBody),
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
      const chatEvent = toChatEvent(message);
      if (chatEvent) dispatch(chatEvent, handlers);
    }
    if (done) return;
  }
}
