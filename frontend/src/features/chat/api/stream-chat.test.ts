import { chatEventSchemas, type ChatEvent } from '@starshelf/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAnswer } from '@/testing/answers';
import { ApiError } from '@/lib/api/api-error';
import { streamChat, toChatEvent } from './stream-chat';

function stubStream(text: string) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
  vi.stubGlobal('fetch', vi.fn<typeof fetch>(() => Promise.resolve(new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }))));
}

function sse(events: Array<ChatEvent | { event: string; data: unknown }>): string {
  return events.map(({ event, data }) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join('');
}

const handlers = () => ({ onToken: vi.fn(), onBooks: vi.fn(), onDone: vi.fn() });
const input = { message: 'Dune', history: [], locale: 'en' as const };

afterEach(() => vi.unstubAllGlobals());

describe('streamChat', () => {
  it('reads each event the contract names and skips names it does not know', async () => {
    const done = fakeAnswer(chatEventSchemas.done, { mode: 'offline', language: 'en', quota: { used: 1, limit: 200 } }).data;
    stubStream(sse([{ event: 'token', data: { text: 'Hi' } }, { event: 'ping', data: {} }, { event: 'books', data: { books: [] } }, { event: 'done', data: done }]));
    const on = handlers();
    await streamChat(input, on);
    expect(on.onToken).toHaveBeenCalledWith('Hi');
    expect(on.onBooks).toHaveBeenCalledWith([]);
    expect(on.onDone).toHaveBeenCalledWith(done);
  });

  it('fails with the message of an error event', async () => {
    const error = fakeAnswer(chatEventSchemas.error, { code: 'INTERNAL', message: 'The recommender failed' }).data;
    stubStream(sse([{ event: 'token', data: { text: 'Hi' } }, { event: 'error', data: error }]));
    const failure = streamChat(input, handlers());
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow('The recommender failed');
  });

  it('leaves event names outside the contract unread', () => {
    expect(toChatEvent({ event: 'message', data: '{}' })).toBeNull();
    expect(toChatEvent({ event: 'token', data: '{"text":"a"}' })).toEqual({ event: 'token', data: { text: 'a' } });
  });
});
