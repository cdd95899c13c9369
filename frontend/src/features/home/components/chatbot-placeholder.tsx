import { useTranslation } from 'react-i18next';

/** Holds the chatbot's place on the start page until the chatbot issue lands. */
export function ChatbotPlaceholder() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="chatbot-title" className="relative overflow-hidden rounded-3xl border border-accent/30 bg-gradient-to-br from-accent/10 via-surface to-surface p-8">
      <span className="inline-flex rounded-full bg-accent px-3 py-1 text-xs font-semibold text-on-accent">{t('home.chatbotSoon')}</span>
      <h2 id="chatbot-title" className="mt-4 font-display text-2xl font-bold text-fg">{t('home.chatbotTitle')}</h2>
      <p className="mt-2 max-w-2xl text-muted">{t('home.chatbotBody')}</p>
      <div aria-hidden="true" className="mt-6 max-w-xl rounded-2xl border border-line bg-bg/60 p-4 text-sm text-subtle">
        <p className="w-fit rounded-2xl rounded-bl-sm bg-raised px-4 py-2">✦ …</p>
      </div>
    </section>
  );
}
