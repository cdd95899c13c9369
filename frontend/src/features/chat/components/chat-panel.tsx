import '../register-translations';
import { useQueryClient } from '@tanstack/react-query';
import { HISTORY_TURNS } from '@starshelf/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api/api-error';
import { useCurrentUser } from '@/lib/auth/get-current-user';
import { useIsHydrating } from '@/lib/use-is-hydrating';
import { useLocale } from '@/lib/use-locale';
import { chatKeys, useChatStatus } from '../api/get-chat-status';
import { streamChat } from '../api/stream-chat';
import type { ChatStatus } from '../api/types';
import { ChatForm } from './chat-form';
import { ChatMessages, type ChatEntry } from './chat-messages';


function Frame({ children, aside }: { children: React.ReactNode; aside?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <section id="chat" aria-labelledby="chat-title" className="relative overflow-hidden rounded-3xl border border-accent/30 bg-gradient-to-br from-accent/10 via-surface to-surface p-6 sm:p-8">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="chat-title" className="font-display text-2xl font-bold text-fg">{t('chat.title')}</h2>
          <p className="mt-2 max-w-2xl text-muted">{t('chat.subtitle')}</p>
        </div>
        {aside}
      </div>
      <div className="mt-6 space-y-4">{children}</div>
    </section>
  );
}

function StatusBadges({ status }: { status: ChatStatus }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2 text-xs font-semibold" data-testid="chat-status">
      <span className="rounded-full bg-accent px-3 py-1 text-on-accent">{status.mode === 'agent' ? t('chat.modeAgent') : t('chat.modeOffline')}</span>
      <span className="rounded-full border border-line px-3 py-1 text-muted">{t('chat.quota', status.quota)}</span>
    </div>
  );
}

/** The home page's chatbot: a sign-in prompt for visitors, a streaming conversation for members. */
export default function ChatPanel() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const isMember = Boolean(user.data);
  const status = useChatStatus(isMember);
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const [isBusy, setIsBusy] = useState(false);
  const nextId = useRef(1);
  const isHydrating = useIsHydrating();

  // The start page is prerendered with the user still unknown; the panel's code may arrive after
  // the user is known, so it takes over that markup first and shows the real state right after.
  if (user.isPending || isHydrating) return <Frame>{null}</Frame>;
  if (!isMember) {
    return (
      <Frame>
        <p className="text-fg">{t('chat.signInPrompt')}</p>
        <Link to={paths.login.href()} className={buttonClasses('primary')}>{t('chat.signIn')}</Link>
      </Frame>
    );
  }

  const quota = status.data?.quota;
  const isBlocked = quota !== undefined && quota.used >= quota.limit;
  const update = (id: number, change: (entry: ChatEntry) => ChatEntry) => setEntries((list) => list.map((entry) => (entry.id === id ? change(entry) : entry)));

  const send = async (message: string) => {
    // The books an answer showed go back with it, so "more by that author" or "others" can refer to them.
    const history = entries
      .filter((entry) => entry.content !== '')
      // The server keeps only the last turns too; sending more would be wasted bytes.
      .slice(-HISTORY_TURNS)
      .map(({ role, content, books }) => ({ role, content, ...(books && books.length > 0 ? { bookIds: books.map((book) => book.id) } : {}) }));
    const userId = nextId.current++;
    const answerId = nextId.current++;
    setEntries((list) => [...list, { id: userId, role: 'user', content: message }, { id: answerId, role: 'assistant', content: '', isStreaming: true }]);
    setIsBusy(true);
    try {
      await streamChat(
        { message, history, locale },
        {
          onToken: (text) => update(answerId, (entry) => ({ ...entry, content: entry.content + text })),
          onBooks: (books) => update(answerId, (entry) => ({ ...entry, books })),
          onDone: (done) => queryClient.setQueryData<ChatStatus>(chatKeys.status(), { mode: done.mode, quota: done.quota }),
        },
      );
      update(answerId, (entry) => ({ ...entry, isStreaming: false }));
    } catch (error) {
      setEntries((list) => list.filter((entry) => entry.id !== answerId || entry.content !== ''));
      update(answerId, (entry) => ({ ...entry, isStreaming: false }));
      const code = isApiError(error) ? error.code : 'UNKNOWN';
      toast({ variant: 'destructive', title: t('chat.errorTitle'), description: code === 'QUOTA_EXCEEDED' ? t('chat.quotaReached') : t(`errors.${code}`) });
      if (code === 'QUOTA_EXCEEDED') void queryClient.invalidateQueries({ queryKey: chatKeys.status() });
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Frame aside={status.data ? <StatusBadges status={status.data} /> : null}>
      <ChatMessages entries={entries} />
      {isBlocked && <p className="text-sm text-muted">{t('chat.quotaReached')}</p>}
      <ChatForm isBusy={isBusy} isBlocked={isBlocked} onSend={(message) => void send(message)} />
    </Frame>
  );
}
