import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { HomeSection } from './home-section';
import { useLocale } from '@/lib/use-locale';
import { useMoods } from '@/lib/api/moods';

/**
 * The home page's ways into the catalogue by mood. An extra, not the page: hidden while loading,
 * when the call fails and when there are no moods, so it never shows an error of its own.
 */
export function MoodRow() {
  const { t } = useTranslation();
  const moods = useMoods(useLocale());
  if (!moods.data?.length) return null;
  return (
    <HomeSection id="moods" title={t('moods.homeTitle')}>
      <ul className="flex flex-wrap gap-2">
        {moods.data.map((mood) => (
          <li key={mood.slug}>
            <Link to={paths.books.href(mood.slug)}
              className="inline-flex items-center gap-2 rounded-full border border-line bg-surface px-4 py-2 text-sm font-medium text-fg transition-colors hover:border-accent hover:text-accent">
              {mood.name}
              <span className="text-xs text-subtle">{mood.bookCount}</span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
