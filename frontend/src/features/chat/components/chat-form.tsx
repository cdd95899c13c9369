import { MAX_MESSAGE_LENGTH } from '@starshelf/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

// The server refuses longer messages; the field stops there first.
const MAX_LENGTH = MAX_MESSAGE_LENGTH;

export function ChatForm({ isBusy, isBlocked, onSend }: { isBusy: boolean; isBlocked: boolean; onSend: (message: string) => void }) {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  const send = (text: string) => {
    if (text.trim() === '' || isBusy || isBlocked) return;
    onSend(text.trim());
    setMessage('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(message);
  };
  return (
    <div className="space-y-3">
      <form onSubmit={submit} className="flex gap-2">
        <label htmlFor="chat-message" className="sr-only">{t('chat.label')}</label>
        <input
          id="chat-message"
          value={message}
          maxLength={MAX_LENGTH}
          onChange={(event) => setMessage(event.target.value)}
          placeholder={t('chat.placeholder')}
          disabled={isBlocked}
          className="h-10 min-w-0 flex-1 rounded-lg border border-line bg-bg px-3 text-sm text-fg placeholder:text-subtle focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
        />
        <Button type="submit" disabled={isBusy || isBlocked || message.trim() === ''}>
          {isBusy ? t('chat.sending') : t('chat.send')}
        </Button>
      </form>
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted">
        <span>{t('chat.examplesTitle')}</span>
        {(['example1', 'example2', 'example3'] as const).map((key) => (
          <button
            key={key}
            type="button"
            disabled={isBusy || isBlocked}
            onClick={() => send(t(`chat.${key}`))}
            className="rounded-full border border-line px-3 py-1 hover:bg-raised disabled:opacity-50"
          >
            {t(`chat.${key}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
