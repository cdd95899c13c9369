import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { ChatBook, ChatTurn } from '../api/types';
import { ChatBookCard } from './chat-book-card';

export type ChatEntry = ChatTurn & { id: number; books?: ChatBook[]; isStreaming?: boolean };

/** The conversation; the live region announces the answer once it is complete, not per token. */
export function ChatMessages({ entries }: { entries: ChatEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <ol className="max-h-[32rem] space-y-4 overflow-y-auto pr-1" aria-label={t('chat.title')}>
      {entries.map((entry) => (
        <li key={entry.id} className={cn('flex flex-col', entry.role === 'user' ? 'items-end' : 'items-start')}>
          <span className="sr-only">{entry.role === 'user' ? t('chat.you') : t('chat.bot')}</span>
          <p
            aria-live={entry.role === 'assistant' && !entry.isStreaming ? 'polite' : undefined}
            aria-busy={entry.isStreaming || undefined}
            className={cn(
              'max-w-[85%] rounded-2xl px-4 py-2 text-sm whitespace-pre-line',
              entry.role === 'user' ? 'rounded-br-sm bg-accent text-on-accent' : 'rounded-bl-sm bg-raised text-fg',
            )}
          >
            {entry.content || (entry.isStreaming ? '…' : '')}
          </p>
          {entry.books && entry.books.length > 0 && (
            <ul className="mt-3 flex max-w-full gap-3 overflow-x-auto pb-2" data-testid="chat-books">
              {entry.books.map((book) => <ChatBookCard key={book.id} book={book} />)}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
