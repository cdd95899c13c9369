import '../register-translations';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { readingListQueryOptions } from '@/lib/api/community';
import { useCurrentUser } from '@/lib/auth/get-current-user';
import { dismissOffer, isOfferDismissed } from '../dismissal';

/**
 * The step after the first sign-in: verifying the address signs a new member in and lands on
 * /profile, where this card offers the import (Goodreads or StoryGraph) while the reading list is empty, until the
 * member takes it or says "not now" (remembered per member in this browser).
 */
export function ShelfImportOffer() {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  const list = useQuery({ ...readingListQueryOptions(), enabled: Boolean(user) });
  const [isDismissedNow, setDismissedNow] = useState(false);
  if (!user || isDismissedNow || isOfferDismissed(user.id)) return null;
  // Loading or failing, the list says nothing yet; the offer is no reason for a spinner or an error.
  if (!list.data || list.data.items.length > 0) return null;

  const dismiss = () => {
    dismissOffer(user.id);
    setDismissedNow(true);
  };
  return (
    <Card className="border-accent/40 p-5">
      <section aria-labelledby="shelf-import-offer" className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1">
          <h2 id="shelf-import-offer" className="font-display text-lg font-semibold text-fg">{t('import.offer.title')}</h2>
          <p className="mt-1 text-sm text-muted">{t('import.offer.body')}</p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Link to={paths.settings.href('shelf-import')} onClick={dismiss} className={buttonClasses('primary', 'sm')}>{t('import.offer.start')}</Link>
          <Button variant="ghost" size="sm" onClick={dismiss}>{t('import.offer.dismiss')}</Button>
        </div>
      </section>
    </Card>
  );
}
