import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookModalContext } from '@/components/book/book-modal-context';
import { ToastProvider } from '@/components/ui/toast';
import { authKeys } from '@/lib/auth/get-current-user';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { renderToMarkup } from '@/prerender/markup';
import { chatEventSchemas, chatStatusSchema, currentUserSchema, type ChatEvent } from '@starshelf/contract';
import { aMember, fakeAnswer } from '@/testing/answers';
import { hydrateMarkup } from '@/testing/hydrate';
import { errorResponse, jsonResponse, renderWithProviders } from '@/testing/render';
import ChatPanel from './chat-panel';

const member = fakeAnswer(currentUserSchema, aMember({ role: 'GOLDEN_USER' }));
const book = { id: 7, slug: 'foundation-7', title: 'Foundation', link: '/books/foundation-7', authors: ['Isaac Asimov'], coverImage: null, publicationYear: 1951 };

/** The stream of POST /api/chat, each event checked against the contract's schema of its name. */
function sseResponse(events: ChatEvent[]): Response {
  for (const { event, data } of events) fakeAnswer(chatEventSchemas[event], data as never);
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      // Split mid-event on purpose: the client must stitch chunks together.
      const text = events.map(({ event, data }) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join('');
      controller.enqueue(encoder.encode(text.slice(0, 25)));
      controller.enqueue(encoder.encode(text.slice(25)));
      controller.close();
    },
  });
  return new Response(stream, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

function stubChat(chat: () => Response) {
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const url = String(input);
    if (url.includes('/api/auth/user')) return Promise.resolve(jsonResponse(member));
    if (url.includes('/api/chat/status')) return Promise.resolve(jsonResponse(fakeAnswer(chatStatusSchema, { mode: 'offline', quota: { used: 0, limit: 200 } })));
    if (url.endsWith('/api/chat')) return Promise.resolve(chat());
    return Promise.resolve(jsonResponse(null, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The panel updates itself once a stream ends; a test that leaves before then gets an act() warning. */
async function waitUntilAnswered() {
  await waitFor(() => expect(screen.getByRole('button', { name: 'Fantasy with dragons' }).hasAttribute('disabled')).toBe(false));
}

afterEach(() => vi.unstubAllGlobals());

describe('ChatPanel', () => {
  it('takes over the prerendered start page even when the visitor is known before its code arrives', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(() => Promise.resolve(jsonResponse(null, 401))));
    const page = (queryClient: QueryClient) => (
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider><MemoryRouter><ChatPanel /></MemoryRouter></ToastProvider>
        </QueryClientProvider>
      </I18nextProvider>
    );
    const markup = await renderToMarkup(page(createQueryClient()));
    const knownAnonymous = createQueryClient();
    knownAnonymous.setQueryData(authKeys.user(), null);
    const { container, recoverable, unmount } = await hydrateMarkup(markup, page(knownAnonymous));
    expect(recoverable).toEqual([]);
    expect(container.textContent).toContain('Sign in to get personal recommendations from our chatbot.');
    await unmount();
  });

  it('asks anonymous visitors to sign in', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(() => Promise.resolve(jsonResponse(null, 401))));
    renderWithProviders(<ChatPanel />);
    expect(await screen.findByText('Sign in to get personal recommendations from our chatbot.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('streams the answer, shows mode and quota, and opens a recommended book in the modal', async () => {
    const fetchMock = stubChat(() =>
      sseResponse([
        { event: 'token', data: { text: 'Readers who loved Dune ' } },
        { event: 'token', data: { text: 'also rated these highly:' } },
        { event: 'books', data: { books: [book] } },
        { event: 'done', data: { mode: 'offline', language: 'en', quota: { used: 1, limit: 200 } } },
      ]),
    );
    const openBook = vi.fn();
    renderWithProviders(<BookModalContext.Provider value={{ openBook, closeBook: vi.fn() }}><ChatPanel /></BookModalContext.Provider>);
    expect(await screen.findByText('Offline recommender')).toBeTruthy();
    expect(screen.getByText('0 of 200 messages today')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'something like Dune' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Readers who loved Dune also rated these highly:')).toBeTruthy();
    expect(await screen.findByText('1 of 200 messages today')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Foundation' }));
    expect(openBook).toHaveBeenCalledWith(7);
    const chatCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/chat'));
    expect(JSON.parse(String(chatCall?.[1]?.body))).toEqual({ message: 'something like Dune', history: [], locale: 'en' });

    // A follow-up carries the books the answer showed, so "more by that author" can refer to them.
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'more by that author' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const chatCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/chat'));
    await vi.waitFor(() => expect(chatCalls()).toHaveLength(2));
    const followUp = chatCalls()[1];
    expect(JSON.parse(String(followUp?.[1]?.body)).history).toEqual([
      { role: 'user', content: 'something like Dune' },
      { role: 'assistant', content: 'Readers who loved Dune also rated these highly:', bookIds: [7] },
    ]);
    await waitUntilAnswered();
  });

  it('shows each book\'s reason under it, in the answer\'s language, and nothing for a book without one', async () => {
    const withReason = { ...book, reason: 'Leser, die Dune mit 5★ bewertet haben, gaben diesem Buch im Schnitt 4,4' };
    const withoutReason = { ...book, id: 8, slug: 'hyperion-8', title: 'Hyperion', link: '/books/hyperion-8', authors: ['Dan Simmons'] };
    stubChat(() =>
      sseResponse([
        { event: 'token', data: { text: 'Wie Dune:' } },
        { event: 'books', data: { books: [withReason, withoutReason] } },
        { event: 'done', data: { mode: 'offline', language: 'de', quota: { used: 1, limit: 200 } } },
      ]),
    );
    renderWithProviders(<BookModalContext.Provider value={{ openBook: vi.fn(), closeBook: vi.fn() }}><ChatPanel /></BookModalContext.Provider>);
    expect(await screen.findByText('Offline recommender')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'wie Dune' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('1 of 200 messages today')).toBeTruthy();
    const books = screen.getByTestId('chat-books');
    const [first, second] = within(books).getAllByRole('listitem');
    expect(within(first!).getByText(withReason.reason)).toBeTruthy();
    expect(second!.querySelector('p')).toBeNull();
    // The reason is read after the book, not folded into the button's name.
    // Named by its visible title alone (WCAG 2.5.3); author and reason are its description.
    const firstButton = within(first!).getByRole('button', { name: 'Foundation' });
    expect(firstButton.getAttribute('aria-haspopup')).toBe('dialog');
    expect(document.getElementById(firstButton.getAttribute('aria-describedby') ?? '')?.textContent).toContain(withReason.reason);
    expect(firstButton.querySelector('[data-testid="generated-cover"]')).toBeNull();
    await waitUntilAnswered();
  });

  it('shows a used-up quota as a toast', async () => {
    stubChat(() => errorResponse('QUOTA_EXCEEDED', 'quota', 429));
    renderWithProviders(<BookModalContext.Provider value={{ openBook: vi.fn(), closeBook: vi.fn() }}><ChatPanel /></BookModalContext.Provider>);
    fireEvent.click(await screen.findByRole('button', { name: 'Fantasy with dragons' }));
    expect(await screen.findByText("You have used today's messages. Come back tomorrow!")).toBeTruthy();
    expect(screen.getByText('The recommender could not answer')).toBeTruthy();
  });
});
