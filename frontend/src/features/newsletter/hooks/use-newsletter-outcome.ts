import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useToast } from '@/components/ui/toast';

const OUTCOMES = {
  confirmed: 'success',
  unsubscribed: 'default',
  invalid: 'destructive',
} as const;

type Outcome = keyof typeof OUTCOMES;

function isOutcome(value: string | null): value is Outcome {
  return value !== null && Object.hasOwn(OUTCOMES, value);
}

/**
 * The confirmation and unsubscribe links of the newsletter mails land on `/?newsletter=<outcome>`:
 * say what happened once, then drop the parameter so a reload or a shared link does not repeat it.
 */
export function useNewsletterOutcome(): void {
  const { t } = useTranslation();
  const { toast } = useToast();
  const [params, setParams] = useSearchParams();
  const outcome = params.get('newsletter');
  useEffect(() => {
    if (!isOutcome(outcome)) return;
    toast({ title: t(`newsletter.outcome.${outcome}`), variant: OUTCOMES[outcome] });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('newsletter');
        return next;
      },
      { replace: true },
    );
  }, [outcome, setParams, t, toast]);
}
