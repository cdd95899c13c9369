import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useLocale } from '@/lib/use-locale';
import { useSubscribeToNewsletter } from '../api/subscribe';

export function NewsletterForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [email, setEmail] = useState('');
  const subscribe = useSubscribeToNewsletter();

  if (subscribe.isSuccess) {
    return <p role="status" className="rounded-lg bg-success/10 p-3 text-sm text-success">{t('newsletter.thanks')}</p>;
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        subscribe.mutate({ email: email.trim(), locale });
      }}
      className="space-y-2"
    >
      <label htmlFor="newsletter-email" className="text-sm text-muted">{t('newsletter.body')}</label>
      <div className="flex gap-2">
        <input
          id="newsletter-email"
          type="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder={t('newsletter.placeholder')}
          className="h-10 min-w-0 flex-1 rounded-lg border border-line bg-surface px-3 text-sm text-fg placeholder:text-subtle focus:border-accent focus:outline-none"
        />
        <Button type="submit" disabled={subscribe.isPending}>
          {subscribe.isPending && <Spinner className="size-4" />}
          {t('newsletter.submit')}
        </Button>
      </div>
      {subscribe.isError && <p role="alert" className="text-sm text-danger">{t('newsletter.error')}</p>}
    </form>
  );
}
