import '@/i18n/members/register';
import { formatLongDate } from '@starshelf/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FactList } from '@/components/ui/fact-list';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { paths, type ProfileTab } from '@/config/paths';
import { cn } from '@/lib/cn';
import { usePageHead } from '@/lib/page-head/page-head';
import { useProfile } from '../api/profile';
import { BioEditor } from './bio-editor';
import { ReadingListTab } from './reading-list-tab';
import { ReviewsTab } from './reviews-tab';

const TABS: readonly ProfileTab[] = ['reading', 'reviews'];

export function ProfilePage({ tab }: { tab: ProfileTab }) {
  const { t } = useTranslation();
  const profile = useProfile();
  usePageHead({ title: t('nav.profile') });
  if (profile.isPending) return <LoadingState />;
  if (profile.isError) return <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />;
  const { user, bio, lastLoginAt, createdAt, counts } = profile.data;
  const facts = [
    [t('profile.lastLogin'), formatLongDate(lastLoginAt)],
    [t('profile.memberSince'), formatLongDate(createdAt)],
    [t('profile.listCount'), counts.readingList],
    [t('profile.reviewCount'), counts.reviews],
  ] as const;

  return (
    <article className="space-y-10">
      <header className="flex flex-col gap-6 sm:flex-row sm:items-start">
        {user.profileImageUrl ? (
          <img src={user.profileImageUrl} alt="" className="size-20 self-center rounded-full object-cover sm:self-start" />
        ) : (
          <span aria-hidden="true" className="grid size-20 shrink-0 place-items-center self-center rounded-full bg-accent font-display text-3xl font-bold text-on-accent sm:self-start">
            {user.displayName.charAt(0).toUpperCase()}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h1 className="font-display text-4xl font-bold text-fg">{user.displayName}</h1>
          <p className="text-muted">{user.email}</p>
          <FactList facts={facts} className="mt-5 sm:grid-cols-4" />
        </div>
      </header>
      <section className="max-w-3xl">
        <h2 className="mb-3 font-display text-2xl font-bold text-fg">{t('profile.bio')}</h2>
        <BioEditor bio={bio} />
      </section>
      <section>
        <div role="tablist" aria-label={t('nav.profile')} className="mb-6 flex gap-6 border-b border-line">
          {TABS.map((name) => (
            <Link key={name} role="tab" aria-selected={tab === name} to={paths.profile.href(name)} replace
              className={cn('-mb-px border-b-2 pb-3 text-sm font-semibold', tab === name ? 'border-accent text-accent' : 'border-transparent text-muted hover:text-fg')}>
              {t(`profile.tabs.${name}`)}
            </Link>
          ))}
        </div>
        <div role="tabpanel">{tab === 'reviews' ? <ReviewsTab /> : <ReadingListTab />}</div>
      </section>
    </article>
  );
}
